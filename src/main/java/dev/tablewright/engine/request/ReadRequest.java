package dev.tablewright.engine.request;


/** A read the engine answers: GetItem, Query or Scan, in the DynamoDB API's shape. */
public sealed interface ReadRequest extends Request permits GetItemRequest, QueryRequest, ScanRequest {
}
