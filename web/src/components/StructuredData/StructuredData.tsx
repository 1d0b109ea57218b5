import type { Thing, WithContext } from 'schema-dts';
import { scriptJson } from '../../lib/structuredData';

/**
 * Structured data (lib/structuredData) written into the page where it is rendered, as JSON-LD. It
 * stays in the body: search engines read it there, and React hoists no script.
 */
export function StructuredData({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
