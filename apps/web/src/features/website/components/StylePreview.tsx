/**
 * A small drawing of one website style (document 2 section 2, "each shows a preview image"), made of boxes and CSS
 * rather than image files: what the navbar, cards, mobile cards, favourites, banner or categories look like in that
 * style, and where the categories sit on the home page.
 */
const b = (kind: string, key: number | string = kind) => <span key={key} className={`sp-${kind}`} />;
const repeat = (n: number, kind: string) => Array.from({ length: n }, (_, i) => b(kind, i));

const DRAWINGS: Record<string, Record<number, () => React.ReactNode>> = {
  navbarStyle: {
    1: () => [
      b('logo'),
      <span key="links" className="sp-links">
        {repeat(3, 'link')}
      </span>,
    ],
    2: () => [
      b('logo'),
      <span key="links" className="sp-links">
        {repeat(3, 'link')}
      </span>,
    ],
  },
  cardStyle: {
    1: () => repeat(2, 'card'),
    2: () => repeat(2, 'card'),
  },
  mobileCardStyle: {
    1: () => repeat(2, 'card'),
    2: () => repeat(2, 'card'),
    3: () => repeat(2, 'card'),
  },
  homeFavoritesStyle: {
    1: () => repeat(4, 'tile'),
    2: () => repeat(3, 'tile'),
  },
  bannerStyle: {
    1: () => [b('image'), b('text')],
    2: () => [b('image'), b('text')],
    3: () => [b('text')],
  },
  categoryStyle: {
    1: () => repeat(4, 'pill'),
    2: () => repeat(4, 'tile'),
  },
  homePageCategoryPosition: {
    1: () => [b('hero'), b('cats'), b('body')],
    2: () => [b('hero'), b('body'), b('cats')],
  },
};

export function StylePreview({ flag, style, label }: { flag: string; style: number; label: string }) {
  const draw = DRAWINGS[flag]?.[style];
  return (
    <span
      className={`style-preview style-preview--${flag} style-preview--${flag}-${style}`}
      role="img"
      aria-label={label}
      data-testid={`preview-${flag}-${style}`}
    >
      {draw?.()}
    </span>
  );
}
