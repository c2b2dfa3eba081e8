// What other features use of the card deck: the categories' labels.
export { cardCategoryLabels } from "./labels";
