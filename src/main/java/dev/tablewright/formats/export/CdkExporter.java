package dev.tablewright.formats.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AutoScaling;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.Table;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A model's tables as an AWS CDK app, in TypeScript ({@link CdkTypeScript}) or Java
 * ({@link CdkJava}): one stack with an L2 {@code Table} per table (same logical ids as
 * {@link CloudFormationExporter}, which CDK suffixes with a hash), and, with items, custom resources
 * that batch-write the model's items once the table exists, as the person-records seed's demo does.
 * The items embedded are bounded ({@link #MAX_ITEMS}, {@link #MAX_ITEM_BYTES}) to keep the template
 * well under CloudFormation's 1 MB, and items holding binary values are left out (the custom
 * resource's SDK call would write a base64 string's UTF-8 bytes); what is left out is said in
 * {@link App#notes}.
 */
public final class CdkExporter {
    /** At most this many items in an app (40 custom resources of 25, each with its IAM policy). */
    public static final int MAX_ITEMS = 1_000;
    /** At most this many bytes of items, as compact DynamoDB JSON, in an app. */
    public static final int MAX_ITEM_BYTES = 256 * 1024;

    /** The aws-cdk-lib and constructs versions the app's package.json or pom.xml pins (the ones tests synthesize with). */
    static final String CDK_VERSION = "2.263.0";
    static final String CONSTRUCTS_VERSION = "10.8.1";

    private CdkExporter() {
    }

    /** What happens to a table when its stack is deleted or the table replaced: CDK's RemovalPolicy. */
    public enum RemovalPolicy {
        RETAIN, DESTROY, SNAPSHOT
    }

    /** The removal policy of every table, and whether the model's items are written once the tables exist. */
    public record Options(RemovalPolicy removalPolicy, boolean withItems) {
    }

    /** The app's files (path relative to the app's folder, with / between names, to text) and what was left out. */
    public record App(Map<String, String> files, List<String> notes) {
    }

    /** A table with the items written into it (empty without items). */
    record Seeded(CdkTables table, List<ObjectNode> items) {
    }

    /** The app in {@code format}, which is {@link ExportFormat#CDK_TYPESCRIPT} or {@link ExportFormat#CDK_JAVA}. */
    public static App write(Model model, ExportFormat format, Options options) {
        List<String> notes = new ArrayList<>();
        List<Seeded> tables = seeded(model, options, notes);
        String stackName = LogicalIds.alphanumeric(model.name());
        if (Character.isDigit(stackName.charAt(0))) {
            stackName = "Model" + stackName; // a class name and a CDK stack id start with a letter
        }
        Map<String, String> files = switch (format) {
            case CDK_TYPESCRIPT -> CdkTypeScript.files(model.name(), stackName, tables);
            case CDK_JAVA -> CdkJava.files(model.name(), stackName, tables);
            default -> throw new IllegalArgumentException(format.code() + " is not a CDK format");
        };
        return new App(files, notes);
    }

    private static List<Seeded> seeded(Model model, Options options, List<String> notes) {
        Set<String> used = new HashSet<>();
        int items = 0;
        long bytes = 0;
        List<String> leftOut = new ArrayList<>();
        List<String> binary = new ArrayList<>();
        List<Seeded> tables = new ArrayList<>();
        for (Table table : model.tables()) {
            String logicalId = LogicalIds.unique(LogicalIds.alphanumeric(table.name()) + "Table", used);
            CdkTables cdk = CdkTables.of(table, logicalId, variable(logicalId), options.removalPolicy().name());
            scalingRole(table).ifPresent(role -> notes.add("auto scaling of " + table.name() + " uses the service-linked "
                    + "role: CDK's L2 Table takes no role of its own (the model names " + role + ")"));
            List<ObjectNode> kept = new ArrayList<>();
            if (options.withItems()) {
                List<Item> all = table.allItems();
                int binaries = 0;
                for (Item item : all) {
                    ObjectNode json = DynamoJson.toJson(item);
                    if (holdsBinary(json)) {
                        binaries++;
                        continue;
                    }
                    long size = json.toString().getBytes(StandardCharsets.UTF_8).length;
                    if (items >= MAX_ITEMS || bytes + size > MAX_ITEM_BYTES) {
                        break;
                    }
                    kept.add(json);
                    items++;
                    bytes += size;
                }
                if (binaries > 0) {
                    binary.add(binaries + " of " + table.name());
                }
                if (kept.size() + binaries < all.size()) {
                    leftOut.add((all.size() - kept.size() - binaries) + " of " + all.size() + " items of " + table.name());
                }
            }
            tables.add(new Seeded(cdk, kept));
        }
        if (!leftOut.isEmpty()) {
            notes.add("left out " + String.join(", ", leftOut) + ": a CDK app embeds at most " + MAX_ITEMS
                    + " items and " + MAX_ITEM_BYTES / 1024 + " KB of them, to keep its template under "
                    + "CloudFormation's 1 MB (load the rest with 'tablewright deploy' or an S3 import)");
        }
        if (!binary.isEmpty()) {
            notes.add("left out the items holding binary values (" + String.join(", ", binary) + "): CDK's "
                    + "AwsCustomResource would write the base64 text's bytes, not the value (load them with 'tablewright deploy')");
        }
        return tables;
    }

    /** The role the model gives the table's auto scaling, when it is not the service-linked one CDK uses. */
    private static Optional<String> scalingRole(Table table) {
        ProvisionedCapacity capacity = TableDefinitions.tableCapacity(table);
        if (capacity == null) {
            return Optional.empty();
        }
        return Stream.of(capacity.readScaling(), capacity.writeScaling())
                .filter(Objects::nonNull).map(AutoScaling::serviceRole)
                .filter(role -> role != null && !role.isBlank() && !role.endsWith(CloudFormationExporter.SERVICE_LINKED_ROLE))
                .findFirst();
    }

    /** True when an item (DynamoDB JSON) holds a B or BS value, at the top or inside a map or list. */
    static boolean holdsBinary(ObjectNode item) {
        for (JsonNode value : item) {
            if (binaryValue(value)) {
                return true;
            }
        }
        return false;
    }

    private static boolean binaryValue(JsonNode typed) {
        if (typed.has("B") || typed.has("BS")) {
            return true;
        }
        for (JsonNode member : typed.path("M")) {
            if (binaryValue(member)) {
                return true;
            }
        }
        for (JsonNode element : typed.path("L")) {
            if (binaryValue(element)) {
                return true;
            }
        }
        return false;
    }

    /** A variable name: the logical id with a small first letter (ids start with a letter or digit). */
    private static String variable(String logicalId) {
        String name = logicalId.substring(0, 1).toLowerCase(Locale.ROOT) + logicalId.substring(1);
        return Character.isDigit(name.charAt(0)) ? "t" + name : name;
    }

    /** {@code PersonRecords} as {@code person-records}: a file name the way {@code cdk init} names them. */
    static String kebab(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }
}
