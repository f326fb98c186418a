package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.live.ReadRequest;
import dev.tablewright.edit.ValueParser;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Operation;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.TemplateValue;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Query or Scan from the history as an access pattern of the model: the values it ran with become
 * constant templates (the designer turns them into {@code ${parameters}} later), {@code #name}
 * placeholders name their attribute.
 */
final class PatternFromRead {
    private static final Pattern NAME = Pattern.compile("#([A-Za-z0-9_]+)");

    private PatternFromRead() {
    }

    static AccessPattern pattern(String name, ReadRequest read) {
        AccessPattern.Builder b = AccessPattern.builder(name, read.table(),
                read.isQuery() ? Operation.Query : Operation.Scan)
                .description("Saved from the Tables workspace's history: " + read.describe())
                .index(read.index())
                .filter(read.filter())
                .scanIndexForward(read.forward())
                .limit(read.pageSize())
                .consistency(read.consistentRead() ? ReadConsistency.STRONG : ReadConsistency.EVENTUAL)
                .parameters(List.of());
        if (read.isQuery()) {
            b.partitionKeys(read.key().partitionKeys().stream()
                    .map(e -> KeyTemplate.of(ValueParser.text(e.value()))).toList());
            b.sortKeys(read.key().sortConditions().stream().map(c -> new SortKeyCondition(c.operator(),
                    KeyTemplate.of(ValueParser.text(c.value())),
                    c.upper() == null ? null : KeyTemplate.of(ValueParser.text(c.upper())))).toList());
        }
        Map<String, String> names = new LinkedHashMap<>();
        for (String expression : new String[] {read.filter(), read.projection()}) {
            if (expression != null) {
                Matcher m = NAME.matcher(expression);
                while (m.find()) {
                    names.putIfAbsent(m.group(), m.group(1));
                }
            }
        }
        b.names(names);
        Map<String, TemplateValue> values = new LinkedHashMap<>();
        read.values().forEach((k, v) -> values.put(k, TemplateValue.of(v.type(), ValueParser.text(v))));
        b.values(values);
        if (read.projection() != null) {
            b.projection(Arrays.stream(read.projection().split(",")).map(String::strip)
                    .filter(s -> !s.isEmpty()).toList());
        }
        return b.build();
    }
}
