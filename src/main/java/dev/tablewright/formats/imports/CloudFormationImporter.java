package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AutoScaling;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.IndexKind;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the DynamoDB tables of a CloudFormation template (YAML or JSON) into a model, as NoSQL
 * Workbench's import does: each {@code AWS::DynamoDB::Table} with its keys, attribute definitions,
 * GSIs, LSIs, projections, billing mode and throughput, and the table's read and write auto scaling
 * from {@code AWS::ApplicationAutoScaling::ScalableTarget}/{@code ScalingPolicy} resources, and the
 * table's settings ({@link TableSettingsReader}). A template has no non-key attributes, facets or
 * items. {@code Ref} to a template parameter takes its Default. SAM's {@code AWS::Serverless::SimpleTable}
 * is a table with one key ({@code PrimaryKey}, by default {@code id} of type String), on demand unless
 * it has {@code ProvisionedThroughput}, with its SSESpecification, PointInTimeRecoverySpecification and
 * Tags (a map).
 */
public final class CloudFormationImporter {
    static final String TABLE_TYPE = "AWS::DynamoDB::Table";
    static final String SAM_TABLE_TYPE = "AWS::Serverless::SimpleTable";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private final PositionedTree tree;
    private final Map<String, JsonNode> parameterDefaults = new LinkedHashMap<>();
    private final Map<String, String> tableNamesById = new LinkedHashMap<>();

    private final TemplateValues values;
    /** What the template sets that a model does not hold, one line each. */
    private final List<String> leftOut = new ArrayList<>();
    /** The AWS::DynamoDB::Table properties a model holds; any other is named as left out. */
    private static final Set<String> HELD = Set.of("AttributeDefinitions", "BillingMode", "DeletionProtectionEnabled",
            "GlobalSecondaryIndexes", "KeySchema", "LocalSecondaryIndexes", "OnDemandThroughput",
            "PointInTimeRecoverySpecification", "ProvisionedThroughput", "SSESpecification", "StreamSpecification",
            "TableClass", "TableName", "Tags", "TimeToLiveSpecification", "WarmThroughput");

    private CloudFormationImporter(PositionedTree tree) {
        this.tree = tree;
        this.values = new TemplateValues(tree, parameterDefaults, tableNamesById);
    }

    public static Model read(Path file) throws ImportException {
        return read(ImportFiles.readText(file), file);
    }

    /**
     * Reads template text as `import` does: the model and each property it sets that a model does not
     * hold (ContributorInsightsSpecification, KinesisStreamSpecification, ResourcePolicy, ...).
     */
    public static ImportedModel imported(String text, Path file) throws ImportException {
        CloudFormationImporter importer = new CloudFormationImporter(PositionedTree.parse(file, text));
        Model model = importer.model();
        return new ImportedModel(model, ImportFormat.CLOUDFORMATION, importer.leftOut);
    }

    /** Reads template text; {@code file} names it in messages and gives the model its name. */
    public static Model read(String text, Path file) throws ImportException {
        return read(PositionedTree.parse(file, text));
    }

    /** Reads a parsed template (or CreateTable inputs wrapped as one, their nodes keeping their lines). */
    static Model read(PositionedTree tree) throws ImportException {
        return new CloudFormationImporter(tree).model();
    }

    private Model model() throws ImportException {
        JsonNode root = tree.root();
        if (!root.isObject()) {
            throw tree.error(root, "a template must be a mapping with a Resources section");
        }
        root.path("Parameters").properties().forEach(e -> {
            if (e.getValue().has("Default")) {
                parameterDefaults.put(e.getKey(), e.getValue().get("Default"));
            }
        });
        JsonNode resources = root.get("Resources");
        if (resources == null || !resources.isObject()) {
            throw tree.error(root, "the template has no Resources section");
        }
        Map<String, JsonNode> tableResources = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : resources.properties()) {
            String type = e.getValue().path("Type").asText();
            if (TABLE_TYPE.equals(type) || SAM_TABLE_TYPE.equals(type)) {
                tableResources.put(e.getKey(), e.getValue());
            }
        }
        if (tableResources.isEmpty()) {
            throw tree.error(resources, "the template has no " + TABLE_TYPE + " or " + SAM_TABLE_TYPE + " resource");
        }
        for (Map.Entry<String, JsonNode> e : tableResources.entrySet()) {
            JsonNode name = e.getValue().path("Properties").get("TableName");
            String resolved = name == null ? null : values.resolveText(name);
            tableNamesById.put(e.getKey(), resolved == null ? e.getKey() : resolved);
        }
        List<Table> tables = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : tableResources.entrySet()) {
            tables.add(table(e.getKey(), e.getValue(), resources));
        }
        String fileName = tree.file().getFileName() == null ? "imported" : tree.file().getFileName().toString();
        String modelName = fileName.contains(".") ? fileName.substring(0, fileName.lastIndexOf('.')) : fileName;
        String description = root.path("Description").isTextual() ? root.get("Description").textValue() : "";
        return new Model(modelName, ModelMetadata.of(description), tables, List.of(), Extras.none());
    }

    private Table table(String logicalId, JsonNode resource, JsonNode resources) throws ImportException {
        if (SAM_TABLE_TYPE.equals(resource.path("Type").asText())) {
            return simpleTable(logicalId, resource, resources);
        }
        JsonNode properties = resource.get("Properties");
        if (properties == null || !properties.isObject()) {
            throw tree.error(resource, logicalId + ": an AWS::DynamoDB::Table needs Properties");
        }
        String name = tableNamesById.get(logicalId);
        properties.fieldNames().forEachRemaining(field -> {
            if (!HELD.contains(field)) {
                leftOut.add(logicalId + "." + field + " is not held by a model");
            }
        });
        Map<String, ScalarType> types = attributeDefinitions(logicalId, properties);
        KeySchema keySchema = keySchema(logicalId, properties, types, 1);

        String billingText = properties.has("BillingMode") ? values.resolveText(properties.get("BillingMode")) : "PROVISIONED";
        BillingMode billing = BillingMode.fromCode(billingText);
        if (billing == null) {
            throw tree.error(properties.get("BillingMode"), logicalId + ": BillingMode '" + billingText
                    + "' is not PROVISIONED or PAY_PER_REQUEST");
        }
        ProvisionedCapacity capacity = null;
        if (billing == BillingMode.PROVISIONED) {
            if (!properties.has("ProvisionedThroughput")) {
                throw tree.error(properties, logicalId + ": a PROVISIONED table (CloudFormation's default billing) "
                        + "needs ProvisionedThroughput");
            }
            ProvisionedCapacity units = throughput(logicalId, properties.get("ProvisionedThroughput"));
            capacity = new ProvisionedCapacity(units.readCapacityUnits(), units.writeCapacityUnits(),
                    scaling(resources, logicalId, "Read"), scaling(resources, logicalId, "Write"));
        }
        ProvisionedCapacity tableUnits = capacity == null ? null
                : ProvisionedCapacity.of(capacity.readCapacityUnits(), capacity.writeCapacityUnits());

        List<SecondaryIndex> gsis = new ArrayList<>();
        TableSettingsReader settings = new TableSettingsReader(values);
        Map<String, TableSettings.IndexThroughput> indexThroughput = new LinkedHashMap<>();
        for (JsonNode index : values.array(properties, "GlobalSecondaryIndexes", logicalId)) {
            String where = logicalId + ".GlobalSecondaryIndexes";
            TableSettings.IndexThroughput own = settings.indexThroughput(where, index);
            if (index.has("ContributorInsightsSpecification")) {
                leftOut.add(where + " " + indexName(where, index) + ".ContributorInsightsSpecification is not held by a model");
            }
            if (own != null) {
                indexThroughput.put(indexName(where, index), own);
            }
            ProvisionedCapacity units = null;
            if (billing == BillingMode.PROVISIONED && index.has("ProvisionedThroughput")) {
                units = throughput(where, index.get("ProvisionedThroughput"));
                if (units.equals(tableUnits)) {
                    units = null; // the table's: the model leaves it out
                }
            }
            gsis.add(new SecondaryIndex(indexName(where, index), IndexKind.GSI, keySchema(where, index, types, 4),
                    projection(where, index), units, null, Extras.none()));
        }
        List<SecondaryIndex> lsis = new ArrayList<>();
        for (JsonNode index : values.array(properties, "LocalSecondaryIndexes", logicalId)) {
            String where = logicalId + ".LocalSecondaryIndexes";
            KeySchema indexKeys = keySchema(where, index, types, 1);
            if (!indexKeys.partitionKey().name().equals(keySchema.partitionKey().name()) || !indexKeys.hasSortKey()) {
                throw tree.error(index, where + ": a local index has the table's partition key ("
                        + keySchema.partitionKey().name() + ") and a sort key");
            }
            lsis.add(new SecondaryIndex(indexName(where, index), IndexKind.LSI, indexKeys, projection(where, index),
                    null, null, Extras.none()));
        }
        return new Table(name, keySchema, List.of(), gsis, lsis, List.of(), List.of(), billing, capacity, Extras.none(),
                settings.read(logicalId, properties).withIndexThroughput(indexThroughput));
    }

    /**
     * A SimpleTable's properties with the template's {@code Globals: SimpleTable} section under them,
     * as SAM merges it: a property the resource sets wins; a mapping both set is merged key by key,
     * the resource's keys winning.
     */
    private ObjectNode withGlobals(ObjectNode own) {
        JsonNode globals = tree.root().path("Globals").path("SimpleTable");
        if (!globals.isObject()) {
            return own;
        }
        // shallow copies: the nodes themselves stay, with the lines error messages name
        ObjectNode merged = NODES.objectNode().setAll(own);
        for (Map.Entry<String, JsonNode> e : globals.properties()) {
            JsonNode mine = own.get(e.getKey());
            if (mine == null) {
                merged.set(e.getKey(), e.getValue());
            } else if (mine.isObject() && e.getValue().isObject()) {
                ObjectNode both = NODES.objectNode().setAll((ObjectNode) e.getValue());
                both.setAll((ObjectNode) mine);
                merged.set(e.getKey(), both);
            }
        }
        return merged;
    }

    /** A SAM SimpleTable: its one key, billing, throughput and the settings SAM passes on. */
    private Table simpleTable(String logicalId, JsonNode resource, JsonNode resources) throws ImportException {
        JsonNode properties = resource.get("Properties");
        if (properties != null && !properties.isObject()) {
            throw tree.error(properties, logicalId + ": Properties of an " + SAM_TABLE_TYPE + " must be a mapping");
        }
        ObjectNode given = withGlobals(properties == null ? NODES.objectNode() : (ObjectNode) properties);
        KeyAttribute key = KeyAttribute.of("id", ScalarType.S);
        JsonNode primary = given.get("PrimaryKey");
        if (primary != null) {
            String where = logicalId + ".PrimaryKey";
            String name = values.requiredText(primary, "Name", where);
            String typeName = values.requiredText(primary, "Type", where);
            ScalarType type = switch (typeName) {
                case "String" -> ScalarType.S;
                case "Number" -> ScalarType.N;
                case "Binary" -> ScalarType.B;
                default -> throw tree.error(primary.get("Type"), where + ": Type '" + typeName
                        + "' is not String, Number or Binary");
            };
            key = KeyAttribute.of(name, type);
        }
        BillingMode billing = BillingMode.PAY_PER_REQUEST;
        ProvisionedCapacity capacity = null;
        if (given.has("ProvisionedThroughput")) {
            billing = BillingMode.PROVISIONED;
            ProvisionedCapacity units = throughput(logicalId + ".ProvisionedThroughput", given.get("ProvisionedThroughput"));
            capacity = new ProvisionedCapacity(units.readCapacityUnits(), units.writeCapacityUnits(),
                    scaling(resources, logicalId, "Read"), scaling(resources, logicalId, "Write"));
        }
        // the settings SAM passes on to the table; its Tags are a map, the table's a list of Key/Value
        ObjectNode settings = NODES.objectNode();
        for (String field : List.of("SSESpecification", "PointInTimeRecoverySpecification")) {
            if (given.has(field)) {
                settings.set(field, given.get(field));
            }
        }
        JsonNode tags = given.get("Tags");
        if (tags != null) {
            if (!tags.isObject()) {
                throw tree.error(tags, logicalId + ": Tags of an " + SAM_TABLE_TYPE + " must be a mapping of names to values");
            }
            ArrayNode list = settings.putArray("Tags");
            tags.properties().forEach(e -> list.addObject().put("Key", e.getKey()).set("Value", e.getValue()));
        }
        return new Table(tableNamesById.get(logicalId), KeySchema.of(key), List.of(), List.of(), List.of(), List.of(),
                List.of(), billing, capacity, Extras.none(), new TableSettingsReader(values).read(logicalId, settings));
    }

    private Map<String, ScalarType> attributeDefinitions(String where, JsonNode properties) throws ImportException {
        Map<String, ScalarType> types = new LinkedHashMap<>();
        for (JsonNode definition : values.array(properties, "AttributeDefinitions", where)) {
            String name = values.requiredText(definition, "AttributeName", where + ".AttributeDefinitions");
            String code = values.requiredText(definition, "AttributeType", where + ".AttributeDefinitions");
            ScalarType type = ScalarType.fromCode(code);
            if (type == null) {
                throw tree.error(definition.get("AttributeType"), where + ": AttributeType '" + code
                        + "' of " + name + " is not S, N or B");
            }
            types.put(name, type);
        }
        return types;
    }

    /** A key schema; {@code most} attributes of each kind at most (4 on a GSI since November 2025, else 1). */
    private KeySchema keySchema(String where, JsonNode owner, Map<String, ScalarType> types, int most)
            throws ImportException {
        JsonNode elements = owner.get("KeySchema");
        if (elements == null || !elements.isArray() || elements.isEmpty()) {
            throw tree.error(owner, where + ": missing KeySchema");
        }
        List<KeyAttribute> hash = new ArrayList<>();
        List<KeyAttribute> range = new ArrayList<>();
        for (JsonNode element : elements) {
            String name = values.requiredText(element, "AttributeName", where + ".KeySchema");
            String keyType = values.requiredText(element, "KeyType", where + ".KeySchema");
            ScalarType type = types.get(name);
            if (type == null) {
                throw tree.error(element, where + ": KeySchema names '" + name
                        + "', which AttributeDefinitions does not define");
            }
            List<KeyAttribute> part = keyType.equals("HASH") ? hash : keyType.equals("RANGE") ? range : null;
            if (part == null || part.size() == most) {
                throw tree.error(element, where + ": KeyType '" + keyType + "' (" + (most == 1
                        ? "one HASH and at most one RANGE" : "up to " + most + " HASH and " + most + " RANGE") + ")");
            }
            part.add(KeyAttribute.of(name, type));
        }
        if (hash.isEmpty()) {
            throw tree.error(elements, where + ": KeySchema has no HASH key");
        }
        return KeySchema.of(hash, range);
    }

    private String indexName(String where, JsonNode index) throws ImportException {
        return values.requiredText(index, "IndexName", where);
    }

    private Projection projection(String where, JsonNode index) throws ImportException {
        JsonNode projection = index.get("Projection");
        if (projection == null || !projection.isObject()) {
            throw tree.error(index, where + ": missing Projection");
        }
        String code = values.requiredText(projection, "ProjectionType", where + ".Projection");
        ProjectionType type = ProjectionType.fromCode(code);
        if (type == null) {
            throw tree.error(projection.get("ProjectionType"), where + ": ProjectionType '" + code
                    + "' is not ALL, KEYS_ONLY or INCLUDE");
        }
        if (type != ProjectionType.INCLUDE) {
            return type == ProjectionType.ALL ? Projection.all() : Projection.keysOnly();
        }
        List<String> names = new ArrayList<>();
        for (JsonNode name : values.array(projection, "NonKeyAttributes", where + ".Projection")) {
            String text = values.resolveText(name);
            if (text == null) {
                throw tree.error(name, where + ": NonKeyAttributes holds " + name + ", not a name");
            }
            names.add(text);
        }
        return Projection.include(names);
    }

    private ProvisionedCapacity throughput(String where, JsonNode throughput) throws ImportException {
        return ProvisionedCapacity.of(values.requiredLong(throughput, "ReadCapacityUnits", where),
                values.requiredLong(throughput, "WriteCapacityUnits", where));
    }

    /** The table's auto scaling for one dimension, from a scalable target on "table/NAME" and its policy. */
    private AutoScaling scaling(JsonNode resources, String tableId, String readOrWrite) throws ImportException {
        String dimension = "dynamodb:table:" + readOrWrite + "CapacityUnits";
        String expectedId = "table/" + tableNamesById.get(tableId);
        for (Map.Entry<String, JsonNode> e : resources.properties()) {
            JsonNode p = e.getValue().path("Properties");
            if (!"AWS::ApplicationAutoScaling::ScalableTarget".equals(e.getValue().path("Type").asText())
                    || !dimension.equals(values.resolveText(p.path("ScalableDimension")))
                    || !expectedId.equals(values.resolveText(p.path("ResourceId")))) {
                continue;
            }
            String where = e.getKey();
            long min = values.requiredLong(p, "MinCapacity", where);
            long max = values.requiredLong(p, "MaxCapacity", where);
            String role = p.has("RoleARN") ? values.resolveText(p.get("RoleARN")) : null;
            if (role != null && role.contains("/")) {
                role = role.substring(role.lastIndexOf('/') + 1);
            }
            return new AutoScaling(min, max, targetValue(resources, e.getKey(), where), role);
        }
        return null;
    }

    private double targetValue(JsonNode resources, String targetId, String where) throws ImportException {
        for (Map.Entry<String, JsonNode> entry : resources.properties()) {
            JsonNode resource = entry.getValue();
            JsonNode p = resource.path("Properties");
            if ("AWS::ApplicationAutoScaling::ScalingPolicy".equals(resource.path("Type").asText())
                    && targetId.equals(p.path("ScalingTargetId").path("Ref").asText())) {
                JsonNode value = values.resolve(p.path("TargetTrackingScalingPolicyConfiguration").path("TargetValue"));
                if (!value.isNumber() && !(value.isTextual() && value.textValue().matches("[0-9.]+"))) {
                    throw tree.error(resource, where + ": its scaling policy has no TargetTrackingScalingPolicyConfiguration"
                            + " TargetValue");
                }
                return value.asDouble();
            }
        }
        throw tree.error(resources.get(targetId), where + ": no target-tracking ScalingPolicy refers to this target");
    }
}
