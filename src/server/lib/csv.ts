export { csvField, toCsv } from '../../common/csv';
