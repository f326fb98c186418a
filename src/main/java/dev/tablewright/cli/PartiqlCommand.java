package dev.tablewright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.dynamo.RemoteStatements;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.partiql.PartiqlEngine;
import dev.tablewright.engine.partiql.StatementResult;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code partiql}: runs one PartiQL statement (DynamoDB's ExecuteStatement) on the model's items in
 * memory or on a DynamoDB connection, and prints the items it answers as DynamoDB JSON, one a line,
 * attributes in name order.
 */
@Command(name = "partiql", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Run one PartiQL statement (SELECT, INSERT, UPDATE, DELETE) as DynamoDB's ExecuteStatement.",
                "Prints each item answered as DynamoDB JSON on its own line.",
                "Engines: memory (default; the model's items in memory), embedded (deploys the model into "
                        + "DynamoDB Local inside this process first), endpoint=URL, profile=NAME (tables must exist)."})
public final class PartiqlCommand extends Verb {
    @Mixin
    ModelFile model;

    @Parameters(index = "1", paramLabel = "STATEMENT", description = "the statement, e.g. 'SELECT * FROM \"T\" WHERE PK = ?'")
    String statement;

    @Option(names = "--parameter", paramLabel = "JSON",
            description = "the value of the next ? in DynamoDB JSON, e.g. {\"S\":\"a\"} (repeat, in order)")
    List<String> parameters = new ArrayList<>();

    @Option(names = "--consistent-read", description = "a strongly consistent SELECT") boolean consistentRead;

    @Mixin
    ConnectionOptions target;

    @Override
    public Integer call() throws Exception {
        if (statement.isBlank()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "STATEMENT is empty");
        }
        List<AttributeValue> values = parameterValues();
        Connection connection = target.toConnectionOrMemory();
        Model loaded = model.readValid("nothing was run");
        return ConnectionOptions.run(connection, () -> {
            StatementResult result;
            if (connection == null) {
                result = new PartiqlEngine(InMemoryEngine.of(loaded)).executeStatement(statement, values,
                        consistentRead, null, null);
            } else {
                try (OpenConnection open = DynamoClients.open(connection)) {
                    result = RemoteStatements.executeStatement(open, loaded, statement, values, consistentRead, null,
                            null);
                }
            }
            PrintWriter out = spec.commandLine().getOut();
            for (Item item : result.items()) {
                out.println(sorted(DynamoJson.toJson(item)));
            }
            out.flush();
            return TablewrightCommand.OK;
        });
    }

    /**
     * The item's JSON with every object's fields in name order, so the same items print the same
     * lines on every engine (DynamoDB answers attributes in an order of its own).
     */
    static JsonNode sorted(JsonNode node) {
        if (node.isObject()) {
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            List<String> names = new ArrayList<>();
            node.fieldNames().forEachRemaining(names::add);
            names.stream().sorted().forEach(name -> out.set(name, sorted(node.get(name))));
            return out;
        }
        if (node.isArray()) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            node.forEach(element -> out.add(sorted(element)));
            return out;
        }
        return node;
    }

    private List<AttributeValue> parameterValues() {
        ObjectMapper mapper = new ObjectMapper();
        List<AttributeValue> values = new ArrayList<>();
        for (int i = 0; i < parameters.size(); i++) {
            try {
                values.add(DynamoJson.fromJson(mapper.readTree(parameters.get(i))));
            } catch (Exception e) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--parameter " + (i + 1) + " ("
                        + parameters.get(i) + ") is not a DynamoDB JSON value: " + e.getMessage());
            }
        }
        return values;
    }
}
