package dev.tablewright.engine.request;

import java.util.List;

/** A TransactWriteItems' answer: capacity per table when asked (else null). */
public record TransactWriteItemsResult(List<ConsumedCapacity> consumedCapacity) {
}
