/** pdf-parse's library entry (its index runs a debug script when imported): same API as the package's main. */
declare module 'pdf-parse/lib/pdf-parse.js' {
  import pdf from 'pdf-parse';
  export default pdf;
}
