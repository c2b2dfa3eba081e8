// The contact page's form, as other code uses it: the message route hands it here.
export { submitContactForm } from "./submit";
