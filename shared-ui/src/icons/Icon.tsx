// The one SVG icon wrapper: every icon of the apps is a line drawing in a 24x24 box drawn through
// it (no icon font, nothing extra to download). `size` px square, stroked in currentColor (the
// text colour around it), decorative by default (aria-hidden: the control or the text beside it
// carries the meaning). A directional icon (an arrow, "log out") is `mirrored`: it points the
// other way in right-to-left text (theme/base.css). Any SVG attribute can be passed and wins
// over the defaults.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

export interface IconOptions extends IconProps {
  /** Points the other way in right-to-left text. */
  mirrored?: boolean;
}

export function Icon({
  size = 20,
  mirrored,
  className,
  children,
  ...rest
}: IconOptions & { children: ReactNode }) {
  const classes = [mirrored ? 'nibras-icon--mirrored' : null, className].filter(Boolean).join(' ');
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={classes || undefined}
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon component from its drawing (the shapes inside the 24x24 box) and its defaults. */
export function defineIcon(drawing: ReactNode, defaults: IconOptions = {}) {
  return function DrawnIcon(props: IconProps) {
    return (
      <Icon {...defaults} {...props}>
        {drawing}
      </Icon>
    );
  };
}
