/**
 * The app's loading spinner: four dots, the bright one stepping round the square (styles/global.css,
 * `.loading-dots`; index.html draws the same for the first load, before any script). Lighter than
 * antd's Spin: no component styles to generate, and it changes 5 times a second rather than
 * animating at every frame (issue #34).
 */
export function LoadingDots({ size = 36, className }: { size?: number; className?: string }) {
  return (
    <svg className={className ? `loading-dots ${className}` : 'loading-dots'} width={size} height={size} viewBox="0 0 36 36" aria-hidden="true">
      <circle cx="7" cy="7" r="7" />
      <circle cx="29" cy="7" r="7" />
      <circle cx="7" cy="29" r="7" />
      <circle cx="29" cy="29" r="7" />
    </svg>
  );
}
