/** What a document is, as the file_references read model names it. */
export type FileReferenceKind = 'ORDER' | 'FORWARDING_SHIPMENT' | 'SUPPORT_CHAT' | 'RETURN_LABEL' | 'AUTO_FULFILLMENT';

/** One row per (file, document using it). */
export interface FileReferencesTable {
  file_id: string;
  kind: FileReferenceKind;
  /** The order, shipment or chat id; the order id of a return label; the seller id of the auto-fulfillment settings. */
  document_id: string;
}
