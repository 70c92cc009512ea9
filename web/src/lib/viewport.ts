/** Phones narrower than 720 px get a 720 px layout viewport (zoomed out), so wide tables stay usable. */
export function applyViewportFix(): void {
  if (window.screen.width >= 720) return;
  document.querySelector('meta[name="viewport"]')?.setAttribute('content', 'width=720');
}
