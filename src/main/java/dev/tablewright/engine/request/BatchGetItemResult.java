package dev.tablewright.engine.request;

import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;

/** A BatchGetItem's answer: the items found per table (none left unprocessed in memory), and capacity per table. */
public record BatchGetItemResult(Map<String, List<Item>> responses, List<ConsumedCapacity> consumedCapacity) {
}
