package dev.tablewright.formats.export;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.Item;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * DynamoDB JSON ({@code {"Items": [...], "Count": n, "ScannedCount": n}}, as {@code aws dynamodb
 * scan} prints it) or plain JSON (an array of objects), indented, each item written as it comes.
 */
final class JsonItemSink implements ItemSink {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final JsonGenerator generator;
    private final boolean dynamoDb;
    private long count;

    private JsonItemSink(OutputStream out, boolean dynamoDb) throws IOException {
        this.dynamoDb = dynamoDb;
        generator = MAPPER.createGenerator(out);
        generator.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        generator.disable(JsonGenerator.Feature.AUTO_CLOSE_JSON_CONTENT); // a stopped export is not ended
        generator.setPrettyPrinter(new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n")));
        if (dynamoDb) {
            generator.writeStartObject();
            generator.writeFieldName("Items");
        }
        generator.writeStartArray();
    }

    static JsonItemSink dynamoDb(OutputStream out) throws IOException {
        return new JsonItemSink(out, true);
    }

    static JsonItemSink plain(OutputStream out) throws IOException {
        return new JsonItemSink(out, false);
    }

    @Override
    public void write(List<Item> items) throws IOException {
        for (Item item : items) {
            generator.writeTree(dynamoDb ? DynamoJson.toJson(item) : ItemWriter.plain(item));
            count++;
        }
    }

    @Override
    public void finish(BooleanSupplier stop) throws IOException {
        generator.writeEndArray();
        if (dynamoDb) {
            generator.writeNumberField("Count", count);
            generator.writeNumberField("ScannedCount", count);
            generator.writeEndObject();
        }
        generator.writeRaw('\n');
        generator.flush();
    }

    @Override
    public long count() {
        return count;
    }

    @Override
    public void close() throws IOException {
        generator.close();
    }
}
