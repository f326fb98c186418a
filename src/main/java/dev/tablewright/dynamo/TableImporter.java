package dev.tablewright.dynamo;

import dev.tablewright.formats.export.ItemWriter;
import dev.tablewright.formats.imports.ImportException;
import dev.tablewright.formats.imports.ImportedModel;
import dev.tablewright.formats.imports.OneTableSchemaItem;
import dev.tablewright.engine.ItemSize;
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
 * and a sample of its items from a Scan stopped at the limit the person sets. A table that holds a
 * OneTable schema (the {@code _Schema} item, {@link OneTableSchemaItem}) gets that schema's facets,
 * templates and queries; other facets are left for the person to define.
 */
public final class TableImporter {
    private final OpenConnection connection;

    public TableImporter(OpenConnection connection) {
        this.connection = connection;
    }

    /** A table read into a model, and what of the table's OneTable schema it could not use (one line each). */
    /** The most item bytes a sample reads, whatever --sample says: the model holds them in memory. */
    static final long MAX_SAMPLE_BYTES = 64L * 1024 * 1024;

    public record TableImport(Model model, List<String> notes, String sampleCut) {
        public TableImport {
            notes = List.copyOf(notes);
        }

        /** A read whose sample was not cut short. */
        public TableImport(Model model, List<String> notes) {
            this(model, notes, null);
        }

        /** This read, saying why its sample stopped before the limit asked for (null: it did not). */
        TableImport withSampleCut(String why) {
            return new TableImport(model, notes, why);
        }
    }

    /** A model named after the table holding that one table and up to {@code sampleLimit} items. */
    public Model importTable(String tableName, int sampleLimit) {
        return read(tableName, sampleLimit).model();
    }

    /** {@link #importTable}, with the notes on the table's OneTable schema. */
    public TableImport read(String tableName, int sampleLimit) {
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
        long bytes = sample.stream().mapToLong(ItemSize::of).sum();
        Table table = TableMapping.fromDescription(description, sample)
                .withSettings(new SettingsDeployer(connection).read(description));
        Model model = new Model(tableName, ModelMetadata.of("Imported from " + connection.describe()), List.of(table),
                List.of(), null);
        TableImport read = withOneTableSchema(model);
        return sample.size() < sampleLimit && bytes >= MAX_SAMPLE_BYTES
                ? read.withSampleCut("the sample stopped at " + sample.size() + " items, "
                        + (bytes / (1024 * 1024)) + " MB of them: a model holds its items in memory (at most "
                        + (MAX_SAMPLE_BYTES / (1024 * 1024)) + " MB are read)")
                : read;
    }

    /** The model with the facets of the OneTable schema its table holds, if it holds one. */
    private TableImport withOneTableSchema(Model model) {
        Table table = model.tables().get(0);
        Item key = OneTableSchemaItem.key(table.keySchema()).orElse(null);
        if (key == null) {
            return new TableImport(model, List.of());
        }
        Map<String, AttributeValue> found;
        try {
            found = connection.client().getItem(b -> b.tableName(table.name()).key(AttributeValues.toSdk(key))
                    .consistentRead(true)).item();
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), "GetItem");
        }
        if (found == null || found.isEmpty()) {
            return new TableImport(model, List.of());
        }
        try {
            ImportedModel read = OneTableSchemaItem.apply(model, ItemWriter.plain(AttributeValues.fromSdkItem(found)));
            List<String> notes = new ArrayList<>();
            notes.add("facets from the OneTable schema saved in the table (" + OneTableSchemaItem.CURRENT + ")");
            notes.addAll(read.leftOut());
            return new TableImport(read.model(), notes);
        } catch (ImportException e) {
            return new TableImport(model, List.of("the OneTable schema saved in the table (" + OneTableSchemaItem.CURRENT
                    + ") cannot be read: " + e.reason() + "; the table is read without its facets"));
        }
    }

    private List<Item> scan(String tableName, int limit) {
        List<Item> items = new ArrayList<>();
        Map<String, AttributeValue> startKey = null;
        long bytes = 0;
        while (items.size() < limit && bytes < MAX_SAMPLE_BYTES) {
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
            for (Map<String, AttributeValue> sdkItem : page.items()) {
                Item item = AttributeValues.fromSdkItem(sdkItem);
                items.add(item);
                bytes += ItemSize.of(item);
            }
            if (!page.hasLastEvaluatedKey() || page.lastEvaluatedKey().isEmpty()) {
                break;
            }
            startKey = page.lastEvaluatedKey();
        }
        return items.size() > limit ? List.copyOf(items.subList(0, limit)) : items;
    }
}
