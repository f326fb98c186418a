package dev.tablewright.validate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.HashMap;

/**
 * Orders JSON paths as a model file lays them out: array elements by index, object keys in the
 * order Tablewright writes them (unknown keys after the known ones, alphabetically).
 */
final class PathOrder implements Comparator<String> {
    static final PathOrder INSTANCE = new PathOrder();
    private static final Pattern SEGMENT = Pattern.compile("\\[(\\d+)]|([^.\\[]+)");
    private static final List<String> KEYS = List.of("ModelName", "ModelMetadata", "DataModel", "TableName",
            "KeyAttributes", "PartitionKey", "SortKey", "AttributeName", "AttributeType", "NonKeyAttributes",
            "GlobalSecondaryIndexes", "IndexName", "Projection", "TableFacets", "FacetName", "KeyAttributeAlias",
            "TableData", "BillingMode", "ProvisionedCapacitySettings", "Tablewright", "FormatVersion", "Tables",
            "LocalSecondaryIndexes", "IndexShards", "Facets", "AccessPatterns", "Name", "Description", "Table", "Index",
            "Operation", "Parameters", "FilterExpression", "UpdateExpression", "ConditionExpression",
            "ExpressionAttributeNames", "ExpressionAttributeValues", "Item", "ScanIndexForward", "Limit",
            "Consistency", "FanOut", "FrequencyPerSecond");
    private static final Map<String, Integer> RANK = rank();

    private PathOrder() {
    }

    @Override
    public int compare(String a, String b) {
        List<Object> x = segments(a);
        List<Object> y = segments(b);
        for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
            int c = compareSegment(x.get(i), y.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(x.size(), y.size());
    }

    private static int compareSegment(Object a, Object b) {
        if (a instanceof Integer i && b instanceof Integer j) {
            return Integer.compare(i, j);
        }
        if (a instanceof Integer) {
            return -1;
        }
        if (b instanceof Integer) {
            return 1;
        }
        String s = (String) a;
        String t = (String) b;
        int c = Integer.compare(RANK.getOrDefault(s, Integer.MAX_VALUE), RANK.getOrDefault(t, Integer.MAX_VALUE));
        return c != 0 ? c : s.compareTo(t);
    }

    private static List<Object> segments(String path) {
        List<Object> list = new ArrayList<>();
        Matcher m = SEGMENT.matcher(path);
        while (m.find()) {
            list.add(m.group(1) != null ? (Object) Integer.valueOf(m.group(1)) : m.group(2));
        }
        return list;
    }

    private static Map<String, Integer> rank() {
        Map<String, Integer> map = new HashMap<>();
        for (int i = 0; i < KEYS.size(); i++) {
            map.putIfAbsent(KEYS.get(i), i);
        }
        return Map.copyOf(map);
    }
}
