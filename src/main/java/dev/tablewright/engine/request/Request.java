package dev.tablewright.engine.request;

import dev.tablewright.model.Operation;

/** A DynamoDB data-plane request the engine runs, in the DynamoDB API's shape. */
public sealed interface Request permits ReadRequest, WriteRequest {
    String tableName();

    Operation operation();
}
