package dev.tablewright.engine.partiql;

import com.amazon.ionelement.api.AnyElement;
import com.amazon.ionelement.api.IntElementSize;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.NumberForm;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.partiql.lang.ast.SourceLocationMeta;
import org.partiql.lang.ast.SourceLocationMetaKt;
import org.partiql.lang.domains.PartiqlAst;

/**
 * PartiQL values as DynamoDB attribute values, as Local converts them: strings, numbers (at most
 * 38 digits), booleans, null, lists {@code [..]}, maps {@code {'k': ..}}, sets {@code <<..>>} of
 * strings or numbers, and {@code ?} parameters.
 */
final class Literals {
    private final List<AttributeValue> parameters;

    Literals(List<AttributeValue> parameters) {
        this.parameters = parameters;
    }

    /** Where a node is in the statement, as Local appends it to some messages: " at line:column:length". */
    static String at(PartiqlAst.PartiqlAstNode node) {
        SourceLocationMeta where = SourceLocationMetaKt.getSourceLocation(node.getMetas());
        return where == null ? "" : " at " + where.getLineNum() + ":" + where.getCharOffset() + ":" + where.getLength();
    }

    /** Whether the expression is a value (not a path, call or operator). */
    static boolean isValue(PartiqlAst.Expr e) {
        return e instanceof PartiqlAst.Expr.Lit || e instanceof PartiqlAst.Expr.Parameter
                || e instanceof PartiqlAst.Expr.List || e instanceof PartiqlAst.Expr.Struct
                || e instanceof PartiqlAst.Expr.Bag;
    }

    AttributeValue value(PartiqlAst.Expr e) {
        if (e instanceof PartiqlAst.Expr.Parameter p) {
            return parameters.get((int) p.getIndex().getValue() - 1);
        }
        if (e instanceof PartiqlAst.Expr.Lit lit) {
            return literal(lit.getValue());
        }
        if (e instanceof PartiqlAst.Expr.List list) {
            List<AttributeValue> values = new ArrayList<>();
            list.getValues().forEach(v -> values.add(value(v)));
            return AttributeValue.l(values);
        }
        if (e instanceof PartiqlAst.Expr.Struct struct) {
            Map<String, AttributeValue> values = new LinkedHashMap<>();
            for (PartiqlAst.ExprPair pair : struct.getFields()) {
                AttributeValue key = value(pair.getFirst());
                if (!(key instanceof AttributeValue.S s)) {
                    throw RequestException.validation("Unsupported type for a key in a tuple. Only strings are "
                            + "supported");
                }
                if (values.containsKey(s.value())) {
                    throw RequestException.validation("Duplicate keys in tuple. Key: " + s.value() + " under root"
                            + at(pair.getFirst()));
                }
                values.put(s.value(), value(pair.getSecond()));
            }
            return AttributeValue.m(values);
        }
        if (e instanceof PartiqlAst.Expr.Bag bag) {
            return set(bag);
        }
        throw RequestException.validation("Unsupported value: " + e.getClass().getSimpleName());
    }

    private AttributeValue set(PartiqlAst.Expr.Bag bag) {
        if (bag.getValues().isEmpty()) {
            throw RequestException.validation("Empty bags are not supported" + at(bag));
        }
        List<AttributeValue> members = new ArrayList<>();
        bag.getValues().forEach(v -> members.add(value(v)));
        if (members.stream().allMatch(m -> m instanceof AttributeValue.S)) {
            return AttributeValue.ss(members.stream().map(m -> ((AttributeValue.S) m).value()).distinct().toList());
        }
        if (members.stream().allMatch(m -> m instanceof AttributeValue.N)) {
            List<String> numbers = new ArrayList<>();
            for (AttributeValue m : members) {
                String n = ((AttributeValue.N) m).value();
                if (numbers.stream().noneMatch(x -> new BigDecimal(x).compareTo(new BigDecimal(n)) == 0)) {
                    numbers.add(n);
                }
            }
            return AttributeValue.ns(numbers);
        }
        if (members.stream().allMatch(m -> m instanceof AttributeValue.B)) {
            return AttributeValue.bs(members.stream().map(m -> ((AttributeValue.B) m).value()).distinct().toList());
        }
        throw RequestException.validation("Unsupported data type in Bag. DynamoDB only supports either numbers or "
                + "strings in bags");
    }

    private static AttributeValue literal(AnyElement v) {
        if (v.isNull()) {
            return AttributeValue.nul();
        }
        return switch (v.getType()) {
            case STRING, SYMBOL -> AttributeValue.s(v.getTextValue());
            case BOOL -> AttributeValue.bool(v.getBooleanValue());
            case INT -> number(v.getIntegerSize() == IntElementSize.LONG ? BigDecimal.valueOf(v.getLongValue())
                    : new BigDecimal(v.getBigIntegerValue()));
            case DECIMAL -> number(v.getDecimalValue());
            case FLOAT -> number(BigDecimal.valueOf(v.getDoubleValue()));
            default -> throw RequestException.validation("Unsupported data type: " + v.getType());
        };
    }

    private static AttributeValue number(BigDecimal value) {
        BigDecimal stripped = value.signum() == 0 ? BigDecimal.ZERO : value.stripTrailingZeros();
        if (stripped.precision() > NumberForm.MAX_DIGITS) {
            throw RequestException.validation("DynamoDB only supports precision up to 38 digits");
        }
        return AttributeValue.n(value.toPlainString());
    }
}
