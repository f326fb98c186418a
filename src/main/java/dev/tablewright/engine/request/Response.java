package dev.tablewright.engine.request;

/** The engine's answer to a {@link Request}, in the DynamoDB API's shape. */
public sealed interface Response permits ReadResult, GetItemResult, WriteResult {
    ConsumedCapacity consumedCapacity();
}
