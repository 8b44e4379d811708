import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VirtualList } from './VirtualList';

const rows = Array.from({ length: 500 }, (_, i) => ({ id: `row-${i}`, text: `Row ${i}` }));

function render(items: typeof rows) {
  return renderToStaticMarkup(
    <VirtualList
      items={items}
      itemHeight={40}
      maxHeight={200}
      getKey={(row) => row.id}
      renderItem={(row) => <span>{row.text}</span>}
      label="Rows"
    />,
  );
}

describe('<VirtualList>', () => {
  it('renders only the rows in view plus 5 overscan, in a spacer as tall as every row', () => {
    const html = render(rows);
    const rendered = html.match(/<li /g) ?? [];
    // 200 px / 40 px = 5 visible rows, plus 5 overscan below (none above at the top).
    expect(rendered).toHaveLength(10);
    expect(html).toContain('Row 9<');
    expect(html).not.toContain('Row 10<');
    expect(html).toContain('height:20000px');
  });

  it('tells assistive technology each row’s place in the whole list', () => {
    const html = render(rows);
    expect(html).toContain('aria-setsize="500" aria-posinset="1"');
    expect(html).toContain('aria-setsize="500" aria-posinset="10"');
  });

  it('a scrolling list is a focusable, named region; a short one is a plain list', () => {
    expect(render(rows)).toMatch(/tabindex="0" role="region" aria-label="Rows"/);
    const short = render(rows.slice(0, 3));
    expect(short).not.toContain('tabindex');
    expect(short.match(/<li /g)).toHaveLength(3);
  });
});
