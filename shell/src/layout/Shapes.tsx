/** Decorative shapes behind the page (spec: floating on /auth and /onboarding, still elsewhere). */
export function Shapes({ variant }: { variant: 'centred' | 'background' }) {
  return (
    <div
      className={`nibras-shapes nibras-shapes--${variant}`}
      aria-hidden="true"
      data-testid="shapes"
      data-shapes={variant}
    >
      <span className="nibras-shape nibras-shape--a" />
      <span className="nibras-shape nibras-shape--b" />
      <span className="nibras-shape nibras-shape--c" />
      {variant === 'centred' && (
        <>
          <span className="nibras-shape nibras-shape--d" />
          <span className="nibras-shape nibras-shape--e" />
        </>
      )}
    </div>
  );
}
