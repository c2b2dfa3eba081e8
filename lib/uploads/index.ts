// What other features use of uploads: the name a stored file is downloaded under.
export { downloadName } from "./download-name";
