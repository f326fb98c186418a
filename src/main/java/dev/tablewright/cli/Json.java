package dev.tablewright.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.Map;
import java.util.TreeMap;

/** One-line JSON for --json output, keys sorted so output is stable. */
final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);

    private Json() {
    }

    static String object(Map<String, ?> fields) {
        try {
            return MAPPER.writeValueAsString(new TreeMap<>(fields));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
