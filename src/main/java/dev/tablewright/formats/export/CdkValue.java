package dev.tablewright.formats.export;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A value in a CDK app's source, said once and written in each language by {@link CdkTypeScript}
 * and {@link CdkJava}: a string, a number, a flag, an enum constant, a struct (an object literal in
 * TypeScript, a builder in Java), a list, or literal JSON data (an escape-hatch override).
 */
sealed interface CdkValue {
    record Text(String value) implements CdkValue {
    }

    record Number(long value) implements CdkValue {
    }

    record Flag(boolean value) implements CdkValue {
    }

    /** {@code module.Type.NAME} in TypeScript ({@code dynamodb} or {@code cdk}), {@code Type.NAME} in Java. */
    record Constant(String module, String type, String name) implements CdkValue {
    }

    /** A struct of the CDK's API: its Java type names the builder; fields in the order written. */
    record Struct(String type, Map<String, CdkValue> fields) implements CdkValue {
        public Struct {
            fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        }

        /** At most two plain fields: written on one line (in both languages). */
        boolean isSmall() {
            return fields.size() <= 2 && fields.values().stream().noneMatch(v -> v instanceof Struct || v instanceof Values);
        }
    }

    record Values(List<CdkValue> values) implements CdkValue {
    }

    /** JSON data as it stands (CloudFormation property values). */
    record Json(JsonNode node) implements CdkValue {
    }

    static CdkValue text(String value) {
        return new Text(value);
    }

    static CdkValue number(long value) {
        return new Number(value);
    }
}
