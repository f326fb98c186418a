package dev.tablewright.engine.request;

/** A write the engine applies: PutItem, UpdateItem or DeleteItem. */
public sealed interface WriteRequest extends Request permits PutItemRequest, UpdateItemRequest, DeleteItemRequest {
    ReturnConsumedCapacity returnConsumedCapacity();
}
