package dev.tablewright.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/** One-line JSON for --json output, keys sorted so output is stable. */
final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);

    private Json() {
    }

    /** The fields in the order given, leaving out each whose value is null (no {@code "index": null}). */
    static Map<String, Object> present(Object... namesAndValues) {
        Map<String, Object> fields = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (namesAndValues[i + 1] != null) {
                fields.put((String) namesAndValues[i], namesAndValues[i + 1]);
            }
        }
        return fields;
    }

    static String object(Map<String, ?> fields) {
        try {
            return MAPPER.writeValueAsString(new TreeMap<>(fields));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
