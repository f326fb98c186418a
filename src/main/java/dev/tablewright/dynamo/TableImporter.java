package dev.tablewright.dynamo;

import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Reads a live table into a new model: its description (keys, GSIs, LSIs, projections, billing),
 * its settings (DescribeTable, DescribeTimeToLive, DescribeContinuousBackups, ListTagsOfResource)
 * and a sample of its items from a Scan stopped at the limit the person sets. Facets are left for
 * the person to define.
 */
public final class TableImporter {
    private final OpenConnection connection;

    public TableImporter(OpenConnection connection) {
        this.connection = connection;
    }

    /** A model named after the table holding that one table and up to {@code sampleLimit} items. */
    public Model importTable(String tableName, int sampleLimit) {
        if (sampleLimit < 0) {
            throw new IllegalArgumentException("the sample size must be 0 or more, not " + sampleLimit);
        }
        TableDescription description;
        try {
            description = connection.client().describeTable(b -> b.tableName(tableName)).table();
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), "DescribeTable");
        }
        List<Item> sample = scan(tableName, sampleLimit);
        Table table = TableMapping.fromDescription(description, sample)
                .withSettings(new SettingsDeployer(connection).read(description));
        return new Model(tableName, ModelMetadata.of("Imported from " + connection.describe()), List.of(table),
                List.of(), null);
    }

    private List<Item> scan(String tableName, int limit) {
        List<Item> items = new ArrayList<>();
        Map<String, AttributeValue> startKey = null;
        while (items.size() < limit) {
            Map<String, AttributeValue> from = startKey;
            int pageLimit = Math.min(1000, limit - items.size());
            ScanResponse page;
            try {
                page = connection.client().scan(b -> {
                    b.tableName(tableName).limit(pageLimit);
                    if (from != null) {
                        b.exclusiveStartKey(from);
                    }
                });
            } catch (RuntimeException e) {
                throw DynamoErrors.translate(e, connection.connection(), "Scan");
            }
            page.items().forEach(i -> items.add(AttributeValues.fromSdkItem(i)));
            if (!page.hasLastEvaluatedKey() || page.lastEvaluatedKey().isEmpty()) {
                break;
            }
            startKey = page.lastEvaluatedKey();
        }
        return items.size() > limit ? List.copyOf(items.subList(0, limit)) : items;
    }
}
