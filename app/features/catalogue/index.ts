export { AddButtonContext } from './card-actions';
export { CataloguePage } from './catalogue-page';
