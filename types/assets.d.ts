declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
// `x.css?url`: the build emits the stylesheet as a file and gives its URL (build-tools/rspack-app.ts).
declare module '*.css?url' {
  const url: string;
  export default url;
}
