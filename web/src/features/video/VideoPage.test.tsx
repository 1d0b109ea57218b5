import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { videos } from './data/videos';
import VideoPage from './VideoPage';

function renderVideoPage(route = '/detail-video') {
  return renderWithProviders(<VideoPage />, { route, path: '/detail-video' });
}

const player = () => screen.getByLabelText(/./, { selector: 'video' });

describe('VideoPage', () => {
  it('plays a clip the shop serves itself, with the channel and 20 related videos', () => {
    renderVideoPage();
    const first = videos[0]!;
    expect(screen.getByRole('heading', { level: 1, name: i18n._(first.title) })).toBeInTheDocument();
    expect(player()).toHaveAttribute('controls');
    expect(player().querySelector('source')).toHaveAttribute('src', first.clip);
    expect(first.clip).toMatch(/^\/content\/video\/clip-\d\.webm$/);

    expect(within(screen.getByRole('region', { name: 'Channel' })).getByRole('heading')).toHaveTextContent(
      'RupeeStore Originals',
    );
    const related = within(screen.getByRole('region', { name: 'Related videos' })).getAllByRole('link');
    expect(related).toHaveLength(20);
    expect(related.map((link) => link.getAttribute('href'))).not.toContain(`/detail-video?v=${first.id}`);
    for (const img of screen.getByRole('region', { name: 'Related videos' }).querySelectorAll('img')) {
      expect(img.getAttribute('src')).toMatch(/^\/content\/video\/thumb-\d+\.svg$/);
    }
  });

  it('opens a related video in the player', async () => {
    const { user, currentUrl } = renderVideoPage();
    const target = videos[4]!;
    await user.click(screen.getByRole('link', { name: new RegExp(i18n._(target.title)) }));
    expect(currentUrl()).toBe(`/detail-video?v=${target.id}`);
    expect(screen.getByRole('heading', { level: 1, name: i18n._(target.title) })).toBeInTheDocument();
    expect(player().querySelector('source')).toHaveAttribute('src', target.clip);
    expect(screen.getByRole('link', { name: new RegExp(i18n._(videos[0]!.title)) })).toBeInTheDocument();
  });

  it('falls back to the first video for an unknown id, and toggles Subscribe', async () => {
    const { user } = renderVideoPage('/detail-video?v=nope');
    expect(screen.getByRole('heading', { level: 1, name: i18n._(videos[0]!.title) })).toBeInTheDocument();
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    await user.click(subscribe);
    expect(subscribe).toHaveAttribute('aria-pressed', 'true');
    expect(subscribe).toHaveTextContent('Subscribed');
  });
});
