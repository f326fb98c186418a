package dev.tablewright.model.query;

import dev.tablewright.model.schema.Operation;

/** A DynamoDB data-plane request the engine runs, in the DynamoDB API's shape. */
public sealed interface Request permits ReadRequest, WriteRequest {
    String tableName();

    Operation operation();
}
