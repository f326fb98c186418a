package dev.tablewright.sample;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.Extras;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes {@code models/person-records.json}, the model of seed file 001 (a CDK demo of a pk/sk
 * table with a {@code reverse-index} GSI): 25 persons, each with one address and one account,
 * made by {@link SampleDataGenerator} with seed {@value #SEED}, so the file is reproducible.
 *
 * <p>Run from the project folder:
 * <pre>
 * mvn -o -q test-compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt
 * java -cp target/classes:target/test-classes:$(cat target/classpath.txt) \
 *     dev.tablewright.sample.PersonRecordsSeed models/person-records.json
 * </pre>
 * {@code PersonRecordsSeedTest} checks that the committed file is what this class writes.
 */
public final class PersonRecordsSeed {
    static final long SEED = 2024;
    static final int PERSONS = 25;
    static final String TABLE = "dbHashTable";
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private PersonRecordsSeed() {
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args.length > 0 ? args[0] : "models/person-records.json");
        Files.writeString(out, render(), StandardCharsets.UTF_8);
        System.out.println("wrote " + out);
    }

    /** The model file's text. */
    static String render() throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        return mapper.writer(printer).writeValueAsString(build()) + "\n";
    }

    static Table table() {
        return new Table(TABLE, KeySchema.of(KeyAttribute.of("pk", ScalarType.S), KeyAttribute.of("sk", ScalarType.S)),
                List.of(new AttributeDefinition("firstName", AttributeType.S), new AttributeDefinition("lastName", AttributeType.S),
                        new AttributeDefinition("gender", AttributeType.S), new AttributeDefinition("city", AttributeType.S),
                        new AttributeDefinition("street", AttributeType.S), new AttributeDefinition("postcode", AttributeType.S),
                        new AttributeDefinition("username", AttributeType.S), new AttributeDefinition("password", AttributeType.S),
                        new AttributeDefinition("email", AttributeType.S)),
                List.of(SecondaryIndex.gsi("reverse-index", KeySchema.of(KeyAttribute.of("sk", ScalarType.S),
                        KeyAttribute.of("pk", ScalarType.S)), Projection.all())),
                List.of(), List.of(person(), address(), account()), List.of(), null, null, Extras.none());
    }

    private static Facet person() {
        Map<String, String> g = new LinkedHashMap<>();
        g.put("userId", "#{Internet.uuid}");
        g.put("age", "#{number.randomDouble '1','18','50'}");
        g.put("firstName", "#{Name.firstName}");
        g.put("lastName", "#{Name.lastName}");
        g.put("gender", "#{Gender.types}");
        return new Facet("Person", "userId", "age", KeyTemplate.of("userId#${userId}"), KeyTemplate.of("age#${age}"),
                List.of("firstName", "lastName", "gender"), List.of(), "#4C9AFF", g, Extras.none());
    }

    private static Facet address() {
        Map<String, String> g = new LinkedHashMap<>();
        g.put("userId", "#{Internet.uuid}");
        g.put("state", "#{Address.state}");
        g.put("city", "#{Address.city}");
        g.put("street", "#{Address.streetAddress}");
        g.put("postcode", "#{Address.zipCode}");
        return new Facet("Address", "userId", "state", KeyTemplate.of("userId#${userId}"), KeyTemplate.of("state#${state}"),
                List.of("city", "street", "postcode"), List.of(), "#36B37E", g, Extras.none());
    }

    private static Facet account() {
        Map<String, String> g = new LinkedHashMap<>();
        g.put("userId", "#{Internet.uuid}");
        g.put("role", "#{options.option 'admin','superuser','user'}");
        g.put("username", "#{Internet.username}");
        g.put("password", "#{Internet.password}");
        g.put("email", "#{Internet.emailAddress}");
        return new Facet("Account", "userId", "role", KeyTemplate.of("userId#${userId}"), KeyTemplate.of("role#${role}"),
                List.of("username", "password", "email"), List.of(), "#FF8B00", g, Extras.none());
    }

    /** The table with its 75 generated items, in the facets' order. */
    static Table populated() {
        Table table = table();
        SampleDataGenerator generator = new SampleDataGenerator(SEED);
        List<List<Item>> items = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (int i = 0; i < PERSONS; i++) {
            Map<String, String> user = Map.of("userId", generator.evaluate("#{Internet.uuid}"));
            for (int f = 0; f < 3; f++) {
                items.get(f).add(generator.generateOne(table, table.facets().get(f), user));
            }
        }
        List<Facet> facets = new ArrayList<>();
        for (int f = 0; f < 3; f++) {
            facets.add(table.facets().get(f).withItems(items.get(f)));
        }
        return table.withFacets(facets);
    }

    private static ObjectNode build() {
        Table table = populated();
        ObjectNode root = JSON.objectNode();
        root.put("ModelName", "PersonRecords");
        ObjectNode meta = root.putObject("ModelMetadata");
        meta.put("Author", "Tablewright");
        meta.put("DateCreated", "Jun 1, 2024, 9:00 AM");
        meta.put("DateLastModified", "Jun 1, 2024, 9:00 AM");
        meta.put("Description", DESCRIPTION);
        meta.put("AWSService", "Amazon DynamoDB");
        meta.put("Version", "3.0");
        ObjectNode t = root.putArray("DataModel").addObject();
        t.put("TableName", TABLE);
        t.set("KeyAttributes", keys(table.keySchema()));
        ArrayNode declared = t.putArray("NonKeyAttributes");
        table.nonKeyAttributes().forEach(a -> declared.addObject().put("AttributeName", a.name())
                .put("AttributeType", a.type().name()));
        ObjectNode gsi = t.putArray("GlobalSecondaryIndexes").addObject();
        gsi.put("IndexName", "reverse-index");
        gsi.set("KeyAttributes", keys(table.globalSecondaryIndexes().get(0).keySchema()));
        gsi.putObject("Projection").put("ProjectionType", "ALL");
        ArrayNode facets = t.putArray("TableFacets");
        ObjectNode extFacets = JSON.objectNode();
        for (Facet facet : table.facets()) {
            ObjectNode f = facets.addObject();
            f.put("FacetName", facet.name());
            f.putObject("KeyAttributeAlias").put("PartitionKeyAlias", facet.partitionKeyAlias())
                    .put("SortKeyAlias", facet.sortKeyAlias());
            ArrayNode names = f.putArray("NonKeyAttributes");
            facet.nonKeyAttributes().forEach(names::add);
            ArrayNode data = f.putArray("TableData");
            facet.items().forEach(item -> data.add(DynamoJson.toJson(item)));
            ObjectNode ext = extFacets.putObject(facet.name());
            ext.put("PartitionKeyTemplate", facet.partitionKeyTemplate().text());
            ext.put("SortKeyTemplate", facet.sortKeyTemplate().text());
            ext.put("Color", facet.color());
            ObjectNode gens = ext.putObject("Generators");
            facet.generators().forEach(gens::put);
        }
        t.put("BillingMode", "PAY_PER_REQUEST");
        ObjectNode tw = root.putObject("Tablewright");
        tw.put("FormatVersion", 1);
        tw.putObject("Tables").putObject(TABLE).set("Facets", extFacets);
        tw.set("AccessPatterns", patterns(table));
        return root;
    }

    private static ArrayNode patterns(Table table) {
        Item firstPerson = table.facets().get(0).items().get(0);
        String userId = text(firstPerson, "pk").substring("userId#".length());
        String state = commonest(table.facets().get(1).items(), "state#");
        String role = commonest(table.facets().get(2).items(), "role#");
        ArrayNode list = JSON.arrayNode();
        pattern(list, "Every record of a user", "The user's partition: the person, address and account records.",
                null, "userId#${userId}", null, null, param("userId", userId, "the user's uuid"), 50);
        pattern(list, "Every user with a given state", "On the reverse index a record's value (sk) is the partition: "
                        + "every user whose address is in the state, ordered by user id.",
                "reverse-index", "state#${state}", null, null, param("state", state, "a US state, e.g. Montana"), 5);
        pattern(list, "Every user with a given role", "On the reverse index: every user whose account has the role.",
                "reverse-index", "role#${role}", null, null, param("role", role, "admin, superuser or user"), 5);
        pattern(list, "The account record of a user", "One record of the user's partition: begins_with(sk, 'role#').",
                null, "userId#${userId}", "begins_with", "role#", param("userId", userId, "the user's uuid"), 100);
        return list;
    }

    private static void pattern(ArrayNode list, String name, String description, String index, String partitionKey,
                                String operator, String sortValue, ObjectNode parameter, double frequency) {
        ObjectNode p = list.addObject();
        p.put("Name", name);
        p.put("Description", description);
        p.put("Table", TABLE);
        if (index != null) {
            p.put("Index", index);
        }
        p.put("Operation", "Query");
        p.put("PartitionKey", partitionKey);
        if (operator != null) {
            p.putObject("SortKey").put("Operator", operator).put("Value", sortValue);
        }
        p.putArray("Parameters").add(parameter);
        p.put("FrequencyPerSecond", frequency);
    }

    private static ObjectNode param(String name, String defaultValue, String description) {
        return JSON.objectNode().put("Name", name).put("Default", defaultValue).put("Description", description);
    }

    /** The commonest value of the records' sort keys, so a default query returns several users. */
    private static String commonest(List<Item> records, String prefix) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        records.forEach(a -> counts.merge(text(a, "sk").substring(prefix.length()), 1, Integer::sum));
        return counts.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
    }

    private static String text(Item item, String attribute) {
        return ((AttributeValue.S) item.get(attribute)).value();
    }

    private static ObjectNode keys(KeySchema schema) {
        ObjectNode node = JSON.objectNode();
        node.putObject("PartitionKey").put("AttributeName", schema.partitionKey().name())
                .put("AttributeType", schema.partitionKey().type().name());
        node.putObject("SortKey").put("AttributeName", schema.sortKey().name())
                .put("AttributeType", schema.sortKey().type().name());
        return node;
    }

    private static final String DESCRIPTION = "Seed file 001: a CDK demo of 'hash sort overloading'. One table with "
            + "generic string keys pk and sk and a GSI reverse-index on (sk, pk). Each user's partition "
            + "userId#<uuid> holds three records whose sort key carries a prefixed value: the person (age#<age>), "
            + "the address (state#<state>) and the account (role#<role>). The table answers 'every record of a "
            + "user'; the reverse index answers 'every user with a given record value' (sk = state#Montana, "
            + "sk = role#admin). 25 persons, 75 items, generated by Tablewright's SampleDataGenerator with seed "
            + SEED + " (dev.tablewright.sample.PersonRecordsSeed).";
}
