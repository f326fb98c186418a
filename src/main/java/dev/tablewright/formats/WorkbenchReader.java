package dev.tablewright.formats;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Item;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.AutoScaling;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import com.fasterxml.jackson.databind.node.POJONode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import dev.tablewright.model.IndexKind;

/** Maps a parsed NoSQL Workbench document (1.0, 2.0 or 3.0) with Tablewright's extension block to a Model. */
final class WorkbenchReader {
    static final Set<String> MODEL_KEYS = Set.of("ModelName", "ModelMetadata", "DataModel", ExtensionCodec.KEY);
    static final Set<String> METADATA_KEYS = Set.of("Author", "DateCreated", "DateLastModified", "Description",
            "AWSService", "Version");
    static final Set<String> TABLE_KEYS = Set.of("TableName", "KeyAttributes", "NonKeyAttributes",
            "GlobalSecondaryIndexes", "TableFacets", "TableData", "BillingMode", "ProvisionedCapacitySettings");
    static final Set<String> FACET_KEYS = Set.of("FacetName", "KeyAttributeAlias", "TableData", "NonKeyAttributes");
    static final Set<String> INDEX_KEYS = Set.of("IndexName", "KeyAttributes", "Projection", "ProvisionedThroughput");
    static final Set<String> SUPPORTED_VERSIONS = Set.of("1.0", "2.0", "3.0");

    private WorkbenchReader() {
    }

    static Model read(JsonCursor root) {
        root.requireObject("a model file");
        JsonCursor metadataCursor = root.required("ModelMetadata").requireObject("\"ModelMetadata\"");
        ModelMetadata metadata = metadata(metadataCursor);
        if (metadata.version() != null && !SUPPORTED_VERSIONS.contains(metadata.version())) {
            throw new JsonCursor.ReadError("ModelMetadata.Version",
                    "format version '" + metadata.version() + "' is not one of 1.0, 2.0, 3.0");
        }
        String name = root.text("ModelName");
        ExtensionCodec.Extension extension = ExtensionCodec.read(root);
        List<Table> tables = new ArrayList<>();
        List<JsonCursor> tableCursors = root.elements("DataModel");
        if (!root.has("DataModel")) {
            throw new JsonCursor.ReadError("", "missing \"DataModel\"");
        }
        for (JsonCursor t : tableCursors) {
            tables.add(table(t, extension));
        }
        extension.checkTablesExist(tables);
        return new Model(name, metadata, tables, extension.accessPatterns(),
                new Extras(root.unknownFields(MODEL_KEYS)), extension.workload());
    }

    private static ModelMetadata metadata(JsonCursor m) {
        return new ModelMetadata(m.optionalText("Author"), m.optionalText("DateCreated"),
                m.optionalText("DateLastModified"), m.optionalText("Description"), m.optionalText("AWSService"),
                m.optionalText("Version"), new Extras(m.unknownFields(METADATA_KEYS)));
    }

    private static Table table(JsonCursor t, ExtensionCodec.Extension extension) {
        t.requireObject("a table");
        String name = t.text("TableName");
        KeySchema keys = extension.keysOf(name, keySchema(t.required("KeyAttributes"), true));
        List<AttributeDefinition> nonKey = new ArrayList<>();
        for (JsonCursor a : t.elements("NonKeyAttributes")) {
            a.requireObject("a non-key attribute");
            nonKey.add(new AttributeDefinition(a.text("AttributeName"),
                    a.code("AttributeType", AttributeType::fromCode, "S, N, B, BOOL, NULL, L, M, SS, NS, BS")));
        }
        List<SecondaryIndex> gsis = new ArrayList<>();
        for (JsonCursor g : t.elements("GlobalSecondaryIndexes")) {
            SecondaryIndex gsi = extension.withKeysOf(name, index(g, IndexKind.GSI));
            gsis.add(gsi.withShards(extension.shardsOf(name, gsi.name())));
        }
        List<Facet> facets = new ArrayList<>();
        for (JsonCursor f : t.elements("TableFacets")) {
            facets.add(facet(f, extension.facetOf(name, f.node().path("FacetName").asText())));
        }
        List<Item> items = items(t);
        BillingMode billing = t.has("BillingMode")
                ? t.code("BillingMode", BillingMode::fromCode, "PROVISIONED, PAY_PER_REQUEST") : null;
        ProvisionedCapacity capacity = t.has("ProvisionedCapacitySettings")
                ? capacitySettings(t.child("ProvisionedCapacitySettings")) : null;
        List<SecondaryIndex> lsis = extension.localIndexesOf(name).stream()
                .map(lsi -> extension.withKeysOf(name, lsi)).toList();
        return new Table(name, keys, nonKey, gsis, lsis, facets, items, billing, capacity,
                new Extras(t.unknownFields(TABLE_KEYS)), extension.settingsOf(name));
    }

    static KeySchema keySchema(JsonCursor k, boolean sortOptional) {
        k.requireObject("\"KeyAttributes\"");
        KeyAttribute partition = keyAttribute(k.required("PartitionKey"));
        KeyAttribute sort = k.has("SortKey") ? keyAttribute(k.child("SortKey")) : null;
        return KeySchema.of(partition, sort);
    }

    private static KeyAttribute keyAttribute(JsonCursor a) {
        a.requireObject("a key attribute");
        return KeyAttribute.of(a.text("AttributeName"), a.code("AttributeType", ScalarType::fromCode, "S, N, B"));
    }

    static SecondaryIndex index(JsonCursor g, IndexKind kind) {
        g.requireObject("an index");
        String name = g.text("IndexName");
        KeySchema keys = keySchema(g.required("KeyAttributes"), true);
        Projection projection = projection(g.required("Projection"));
        ProvisionedCapacity capacity = g.has("ProvisionedThroughput")
                ? throughput(g.child("ProvisionedThroughput")) : null;
        return new SecondaryIndex(name, kind, keys, projection, capacity, null,
                new Extras(g.unknownFields(INDEX_KEYS)));
    }

    private static Projection projection(JsonCursor p) {
        p.requireObject("\"Projection\"");
        ProjectionType type = p.code("ProjectionType", ProjectionType::fromCode, "ALL, KEYS_ONLY, INCLUDE");
        List<String> attributes = p.strings("NonKeyAttributes");
        if (type != ProjectionType.INCLUDE && !attributes.isEmpty()) {
            throw new JsonCursor.ReadError(p.path() + ".NonKeyAttributes",
                    "NonKeyAttributes are only allowed with ProjectionType INCLUDE");
        }
        return new Projection(type, attributes);
    }

    private static Facet facet(JsonCursor f, ExtensionCodec.FacetExtension ext) {
        f.requireObject("a facet");
        String name = f.text("FacetName");
        String partitionAlias = null;
        String sortAlias = null;
        if (f.has("KeyAttributeAlias")) {
            JsonCursor alias = f.child("KeyAttributeAlias").requireObject("\"KeyAttributeAlias\"");
            partitionAlias = alias.optionalText("PartitionKeyAlias");
            sortAlias = alias.optionalText("SortKeyAlias");
        }
        KeyTemplate pkTemplate = ext.partitionKeyTemplate() == null ? null : KeyTemplate.of(ext.partitionKeyTemplate());
        KeyTemplate skTemplate = ext.sortKeyTemplate() == null ? null : KeyTemplate.of(ext.sortKeyTemplate());
        return new Facet(name, partitionAlias, sortAlias, pkTemplate, skTemplate, f.strings("NonKeyAttributes"),
                items(f), ext.color(), ext.generators(), new Extras(f.unknownFields(FACET_KEYS)));
    }

    private static List<Item> items(JsonCursor owner) {
        if (owner.node().get("TableData") instanceof POJONode streamed
                && streamed.getPojo() instanceof StreamedItems read) {
            if (read.failure() != null) {
                DynamoJson.InvalidValueException e = read.failure();
                String element = owner.path() + ".TableData[" + read.failedAt() + "]";
                String at = e.path().isEmpty() ? element
                        : e.path().startsWith("[") ? element + e.path() : element + "." + e.path();
                throw new JsonCursor.ReadError(at, e.reason());
            }
            return read.items();
        }
        List<Item> items = new ArrayList<>();
        for (JsonCursor element : owner.elements("TableData")) {
            try {
                items.add(ItemSourceForms.read(element.node()));
            } catch (DynamoJson.InvalidValueException e) {
                String at = e.path().isEmpty() ? element.path()
                        : e.path().startsWith("[") ? element.path() + e.path() : element.path() + "." + e.path();
                throw new JsonCursor.ReadError(at, e.reason());
            }
        }
        return items;
    }

    private static ProvisionedCapacity capacitySettings(JsonCursor s) {
        s.requireObject("\"ProvisionedCapacitySettings\"");
        ProvisionedCapacity throughput = s.has("ProvisionedThroughput")
                ? throughput(s.child("ProvisionedThroughput")) : ProvisionedCapacity.of(0, 0);
        AutoScaling read = s.has("AutoScalingRead") ? autoScaling(s.child("AutoScalingRead")) : null;
        AutoScaling write = s.has("AutoScalingWrite") ? autoScaling(s.child("AutoScalingWrite")) : null;
        return new ProvisionedCapacity(throughput.readCapacityUnits(), throughput.writeCapacityUnits(), read, write);
    }

    private static ProvisionedCapacity throughput(JsonCursor t) {
        t.requireObject("\"ProvisionedThroughput\"");
        return ProvisionedCapacity.of(t.longValue("ReadCapacityUnits"), t.longValue("WriteCapacityUnits"));
    }

    private static AutoScaling autoScaling(JsonCursor a) {
        a.requireObject("an auto scaling setting");
        JsonCursor target = a.required("ScalableTargetRequest").requireObject("\"ScalableTargetRequest\"");
        JsonCursor policy = a.required("ScalingPolicyConfiguration").requireObject("\"ScalingPolicyConfiguration\"");
        return new AutoScaling(target.longValue("MinCapacity"), target.longValue("MaxCapacity"),
                policy.doubleValue("TargetValue"), target.optionalText("ServiceRole"));
    }

    static Map<String, String> noExtras() {
        return Map.of();
    }
}
