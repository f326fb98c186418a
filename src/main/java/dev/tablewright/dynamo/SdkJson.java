package dev.tablewright.dynamo;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.protocol.MarshallingType;
import software.amazon.awssdk.core.traits.ListTrait;
import software.amazon.awssdk.core.traits.MapTrait;
import software.amazon.awssdk.core.util.SdkAutoConstructList;
import software.amazon.awssdk.core.util.SdkAutoConstructMap;
import software.amazon.awssdk.utils.builder.SdkBuilder;

/**
 * DynamoDB's JSON wire form and the SDK's model objects, both ways, read from the SDK's own field
 * descriptions ({@link SdkPojo#sdkFields()}): each member by its wire name, so every operation's
 * request and response converts without a hand-written mapping. Binary values travel as base64,
 * as on the wire.
 */
final class SdkJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private SdkJson() {
    }

    /**
     * Fills a model builder from a JSON object; members the model does not have are ignored, as
     * DynamoDB ignores them.
     *
     * @throws IllegalArgumentException naming the member whose JSON has the wrong shape
     */
    static <T> T read(JsonNode json, Supplier<? extends SdkPojo> builderFactory, Class<T> type) {
        return type.cast(readPojo(json, builderFactory, ""));
    }

    private static Object readPojo(JsonNode json, Supplier<? extends SdkPojo> factory, String where) {
        if (!json.isObject()) {
            throw new IllegalArgumentException(where(where) + "must be an object");
        }
        SdkPojo builder = factory.get();
        for (SdkField<?> field : builder.sdkFields()) {
            JsonNode value = json.get(field.locationName());
            if (value != null && !value.isNull()) {
                field.set(builder, readValue(value, field, join(where, field.locationName())));
            }
        }
        return ((SdkBuilder<?, ?>) builder).build();
    }

    private static Object readValue(JsonNode value, SdkField<?> field, String where) {
        MarshallingType<?> type = field.marshallingType();
        if (type == MarshallingType.STRING) {
            return textual(value, where);
        } else if (type == MarshallingType.INTEGER) {
            return whole(value, where).intValue();
        } else if (type == MarshallingType.LONG) {
            return whole(value, where).longValue();
        } else if (type == MarshallingType.DOUBLE) {
            return numeric(value, where).doubleValue();
        } else if (type == MarshallingType.BOOLEAN) {
            if (!value.isBoolean()) {
                throw new IllegalArgumentException(where(where) + "must be true or false");
            }
            return value.booleanValue();
        } else if (type == MarshallingType.SDK_BYTES) {
            try {
                return SdkBytes.fromByteArray(Base64.getDecoder().decode(textual(value, where)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where(where) + "is not base64");
            }
        } else if (type == MarshallingType.INSTANT) {
            return Instant.ofEpochMilli(numeric(value, where).movePointRight(3).longValue());
        } else if (type == MarshallingType.SDK_POJO) {
            return readPojo(value, field.constructor(), where);
        } else if (type == MarshallingType.LIST) {
            if (!value.isArray()) {
                throw new IllegalArgumentException(where(where) + "must be an array");
            }
            SdkField<?> member = field.getTrait(ListTrait.class).memberFieldInfo();
            List<Object> out = new ArrayList<>();
            for (int i = 0; i < value.size(); i++) {
                out.add(value.get(i).isNull() ? null : readValue(value.get(i), member, where + "[" + i + "]"));
            }
            return out;
        } else if (type == MarshallingType.MAP) {
            if (!value.isObject()) {
                throw new IllegalArgumentException(where(where) + "must be an object");
            }
            SdkField<?> member = field.getTrait(MapTrait.class).valueFieldInfo();
            Map<String, Object> out = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = value.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                out.put(e.getKey(), e.getValue().isNull() ? null
                        : readValue(e.getValue(), member, join(where, e.getKey())));
            }
            return out;
        }
        throw new IllegalArgumentException(where(where) + "has a type Tablewright cannot send: " + type);
    }

    /** A model object as its JSON wire form: members in the model's order, absent ones left out. */
    static ObjectNode write(SdkPojo pojo) {
        return write(pojo.sdkFields(), pojo);
    }

    /** The members {@code fields} describe of {@code object} (a modelled exception's, say) as JSON. */
    static ObjectNode write(List<SdkField<?>> fields, Object object) {
        ObjectNode out = NODES.objectNode();
        for (SdkField<?> field : fields) {
            Object value = field.getValueOrDefault(object);
            JsonNode json = writeValue(value, field);
            if (json != null) {
                out.set(field.locationName(), json);
            }
        }
        return out;
    }

    private static JsonNode writeValue(Object value, SdkField<?> field) {
        if (value == null || value instanceof SdkAutoConstructList || value instanceof SdkAutoConstructMap) {
            return null;
        }
        MarshallingType<?> type = field.marshallingType();
        if (value instanceof String s) {
            return NODES.textNode(s);
        } else if (value instanceof Integer i) {
            return NODES.numberNode(i);
        } else if (value instanceof Long l) {
            return NODES.numberNode(l);
        } else if (value instanceof Double d) {
            return NODES.numberNode(d);
        } else if (value instanceof Boolean b) {
            return NODES.booleanNode(b);
        } else if (value instanceof SdkBytes bytes) {
            return NODES.textNode(Base64.getEncoder().encodeToString(bytes.asByteArray()));
        } else if (value instanceof Instant instant) {
            return NODES.numberNode(BigDecimal.valueOf(instant.toEpochMilli()).movePointLeft(3));
        } else if (value instanceof SdkPojo pojo) {
            return write(pojo);
        } else if (type == MarshallingType.LIST) {
            SdkField<?> member = field.getTrait(ListTrait.class).memberFieldInfo();
            ArrayNode out = NODES.arrayNode();
            for (Object element : (List<?>) value) {
                JsonNode json = writeValue(element, member);
                out.add(json == null ? NODES.nullNode() : json);
            }
            return out;
        } else if (type == MarshallingType.MAP) {
            SdkField<?> member = field.getTrait(MapTrait.class).valueFieldInfo();
            ObjectNode out = NODES.objectNode();
            ((Map<?, ?>) value).forEach((k, v) -> {
                JsonNode json = writeValue(v, member);
                out.set(String.valueOf(k), json == null ? NODES.nullNode() : json);
            });
            return out;
        }
        return NODES.textNode(String.valueOf(value));
    }

    private static String textual(JsonNode value, String where) {
        if (!value.isTextual()) {
            throw new IllegalArgumentException(where(where) + "must be a string");
        }
        return value.textValue();
    }

    private static BigDecimal whole(JsonNode value, String where) {
        if (!value.isIntegralNumber()) {
            throw new IllegalArgumentException(where(where) + "must be a whole number");
        }
        return value.decimalValue();
    }

    private static BigDecimal numeric(JsonNode value, String where) {
        if (!value.isNumber()) {
            throw new IllegalArgumentException(where(where) + "must be a number");
        }
        return value.decimalValue();
    }

    private static String join(String where, String name) {
        return where.isEmpty() ? name : where + "." + name;
    }

    private static String where(String where) {
        return where.isEmpty() ? "the request " : where + " ";
    }
}
