package dev.tablewright.engine.expr;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A recursive descent parser for DynamoDB's expression grammar, with its precedence: OR binds
 * loosest, then AND, then NOT, then comparisons, BETWEEN, IN and functions; and update expressions.
 * Names that are DynamoDB reserved words must be written as #placeholders.
 */
public final class Parser {
    static final Set<String> RESERVED = loadReserved();
    private static final Set<String> CONDITION_FUNCTIONS = Set.of("attribute_exists", "attribute_not_exists",
            "attribute_type", "begins_with", "contains");
    private static final Set<String> UPDATE_CLAUSES = Set.of("SET", "REMOVE", "ADD", "DELETE");
    private final List<Lexer.Token> tokens;
    private final String text;
    private final String what;
    private int position;

    private Parser(String text, String what) {
        this.text = text;
        this.what = what;
        this.tokens = Lexer.tokens(text, what);
    }

    /** Parses a condition or filter expression; {@code what} names it in errors ("FilterExpression"). */
    public static Expr.Condition condition(String text, String what) {
        Parser parser = new Parser(text, what);
        if (parser.peek().kind() == Lexer.Kind.END) {
            throw new ExpressionException("Invalid " + what + ": The expression can not be empty;");
        }
        Expr.Condition condition = parser.or();
        parser.expectEnd();
        return condition;
    }

    /** Parses a projection expression: paths separated by commas. */
    public static List<Expr.Path> projection(String text) {
        Parser parser = new Parser(text, "ProjectionExpression");
        if (parser.peek().kind() == Lexer.Kind.END) {
            throw new ExpressionException("Invalid ProjectionExpression: The expression can not be empty;");
        }
        List<Expr.Path> paths = new ArrayList<>();
        paths.add(parser.path());
        while (parser.accept(",")) {
            paths.add(parser.path());
        }
        parser.expectEnd();
        return paths;
    }

    /**
     * Parses an update expression: SET, REMOVE, ADD and DELETE clauses, each at most once, in any
     * order. Paths are checked against each other by {@link UpdateChecks}, values when applied.
     */
    public static Expr.Update update(String text) {
        Parser parser = new Parser(text, Lexer.UPDATE);
        if (parser.peek().kind() == Lexer.Kind.END) {
            throw new ExpressionException("Invalid UpdateExpression: The expression can not be empty;");
        }
        List<Expr.SetAction> sets = new ArrayList<>();
        List<Expr.Path> removes = new ArrayList<>();
        List<Expr.SetChange> adds = new ArrayList<>();
        List<Expr.SetChange> deletes = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        while (parser.peek().kind() != Lexer.Kind.END) {
            Lexer.Token clause = parser.next();
            String keyword = clause.kind() == Lexer.Kind.NAME ? clause.text().toUpperCase(Locale.ROOT) : "";
            if (!UPDATE_CLAUSES.contains(keyword)) {
                throw parser.unexpected(clause);
            }
            if (!seen.add(keyword)) {
                throw new ExpressionException("Invalid UpdateExpression: The \"" + keyword
                        + "\" section can only be used once in an update expression;");
            }
            do {
                switch (keyword) {
                    case "SET" -> {
                        Expr.Path path = parser.path();
                        parser.expect("=");
                        sets.add(new Expr.SetAction(path, parser.setValue()));
                    }
                    case "REMOVE" -> removes.add(parser.path());
                    default -> (keyword.equals("ADD") ? adds : deletes).add(
                            new Expr.SetChange(parser.path(), parser.valueRef()));
                }
            } while (parser.accept(","));
        }
        return new Expr.Update(sets, removes, adds, deletes);
    }

    private Expr.Value setValue() {
        Expr.Value left = updateOperand();
        if (peek().is("+") || peek().is("-")) {
            String operator = next().text();
            return new Expr.Arithmetic(left, operator, updateOperand());
        }
        return left;
    }

    private Expr.Value updateOperand() {
        Lexer.Token token = peek();
        if (token.is("(")) {
            position++;
            Expr.Value inner = setValue();
            expect(")");
            return inner;
        }
        if (token.kind() == Lexer.Kind.VALUE_REF) {
            return valueRef();
        }
        if (token.kind() == Lexer.Kind.NAME && peek(1).is("(")) {
            return updateFunction();
        }
        return path();
    }

    private Expr.Value updateFunction() {
        String name = next().text();
        if (CONDITION_FUNCTIONS.contains(name) || name.equals("size")) {
            throw new ExpressionException("Invalid UpdateExpression: The function is not allowed in an update "
                    + "expression; function: " + name);
        }
        if (!name.equals("if_not_exists") && !name.equals("list_append")) {
            throw new ExpressionException("Invalid UpdateExpression: Invalid function name; function: " + name);
        }
        expect("(");
        List<Expr.Value> arguments = new ArrayList<>();
        arguments.add(updateOperand());
        while (accept(",")) {
            arguments.add(updateOperand());
        }
        expect(")");
        if (arguments.size() != 2) {
            throw new ExpressionException("Invalid UpdateExpression: Incorrect number of operands for operator or "
                    + "function; operator or function: " + name + ", number of operands: " + arguments.size());
        }
        if (name.equals("list_append")) {
            return new Expr.ListAppend(arguments.get(0), arguments.get(1));
        }
        if (!(arguments.get(0) instanceof Expr.Path path)) {
            throw new ExpressionException("Invalid UpdateExpression: Operator or function requires a document path; "
                    + "operator or function: " + name);
        }
        return new Expr.IfNotExists(path, arguments.get(1));
    }

    private Expr.ValueRef valueRef() {
        Lexer.Token token = next();
        if (token.kind() != Lexer.Kind.VALUE_REF) {
            throw unexpected(token);
        }
        return new Expr.ValueRef(token.text());
    }

    private Expr.Condition or() {
        Expr.Condition left = and();
        while (accept("OR")) {
            left = new Expr.Or(left, and());
        }
        return left;
    }

    private Expr.Condition and() {
        Expr.Condition left = not();
        while (accept("AND")) {
            left = new Expr.And(left, not());
        }
        return left;
    }

    private Expr.Condition not() {
        if (accept("NOT")) {
            return new Expr.Not(not());
        }
        return primary();
    }

    private Expr.Condition primary() {
        if (accept("(")) {
            Expr.Condition inner = or();
            expect(")");
            return inner;
        }
        Lexer.Token token = peek();
        if (token.kind() == Lexer.Kind.NAME && peek(1).is("(") && !token.text().equals("size")) {
            return function();
        }
        Expr.Operand left = operand();
        Lexer.Token op = peek();
        for (Expr.Comparator comparator : Expr.Comparator.values()) {
            if (op.kind() == Lexer.Kind.SYMBOL && op.text().equals(comparator.symbol())) {
                position++;
                return new Expr.Compare(comparator, left, operand());
            }
        }
        if (accept("BETWEEN")) {
            Expr.Operand lower = operand();
            expect("AND");
            return new Expr.Between(left, lower, operand());
        }
        if (accept("IN")) {
            expect("(");
            List<Expr.Operand> candidates = new ArrayList<>();
            candidates.add(operand());
            while (accept(",")) {
                candidates.add(operand());
            }
            expect(")");
            if (candidates.size() > 100) {
                throw new ExpressionException("Invalid " + what + ": The IN operator is provided with too many "
                        + "operands; number of operands: " + candidates.size());
            }
            return new Expr.In(left, candidates);
        }
        throw unexpected(op);
    }

    private Expr.Condition function() {
        Lexer.Token name = next();
        if (!CONDITION_FUNCTIONS.contains(name.text())) {
            throw new ExpressionException("Invalid " + what + ": Invalid function name; function: " + name.text());
        }
        expect("(");
        List<Expr.Operand> arguments = new ArrayList<>();
        arguments.add(operand());
        while (accept(",")) {
            arguments.add(operand());
        }
        expect(")");
        int wanted = name.text().startsWith("attribute_") && !name.text().equals("attribute_type") ? 1 : 2;
        if (arguments.size() != wanted) {
            throw new ExpressionException("Invalid " + what + ": Incorrect number of operands for operator or "
                    + "function; operator or function: " + name.text() + ", number of operands: " + arguments.size());
        }
        if (!(arguments.get(0) instanceof Expr.Path)) {
            throw new ExpressionException("Invalid " + what + ": Operator or function requires a document path; "
                    + "operator or function: " + name.text());
        }
        return new Expr.Function(name.text(), arguments);
    }

    private Expr.Operand operand() {
        Lexer.Token token = peek();
        if (token.kind() == Lexer.Kind.VALUE_REF) {
            position++;
            return new Expr.ValueRef(token.text());
        }
        if (token.kind() == Lexer.Kind.NAME && token.text().equals("size") && peek(1).is("(")) {
            position += 2;
            Expr.Path path = path();
            expect(")");
            return new Expr.Size(path);
        }
        return path();
    }

    private Expr.Path path() {
        List<Expr.Step> steps = new ArrayList<>();
        steps.add(name());
        while (true) {
            if (accept(".")) {
                steps.add(name());
            } else if (peek().is("[")) {
                position++;
                Lexer.Token index = next();
                if (index.kind() != Lexer.Kind.NUMBER) {
                    throw unexpected(index);
                }
                expect("]");
                steps.add(new Expr.Index(Integer.parseInt(index.text())));
            } else {
                return new Expr.Path(steps);
            }
        }
    }

    private Expr.Name name() {
        Lexer.Token token = next();
        if (token.kind() == Lexer.Kind.NAME_REF) {
            return new Expr.Name(token.text());
        }
        if (token.kind() != Lexer.Kind.NAME) {
            throw unexpected(token);
        }
        if (RESERVED.contains(token.text().toUpperCase(Locale.ROOT))) {
            throw new ExpressionException("Invalid " + what + ": Attribute name is a reserved keyword; "
                    + "reserved keyword: " + token.text());
        }
        return new Expr.Name(token.text());
    }

    private Lexer.Token peek() {
        return tokens.get(position);
    }

    private Lexer.Token peek(int ahead) {
        return tokens.get(Math.min(position + ahead, tokens.size() - 1));
    }

    private Lexer.Token next() {
        return tokens.get(position++);
    }

    private boolean accept(String symbolOrWord) {
        if (peek().is(symbolOrWord)) {
            position++;
            return true;
        }
        return false;
    }

    private void expect(String symbolOrWord) {
        if (!accept(symbolOrWord)) {
            throw unexpected(peek());
        }
    }

    private void expectEnd() {
        if (peek().kind() != Lexer.Kind.END) {
            throw unexpected(peek());
        }
    }

    private ExpressionException unexpected(Lexer.Token token) {
        int index = tokens.indexOf(token);
        Lexer.Token previous = index > 0 ? tokens.get(index - 1) : token;
        Lexer.Token following = index + 1 < tokens.size() ? tokens.get(index + 1) : token;
        Lexer.Token last = following.kind() == Lexer.Kind.END ? token : following;
        int end = last.kind() == Lexer.Kind.END ? last.start() : last.start() + last.text().length();
        return Lexer.syntax(what, token.text(), text, previous.start(), end);
    }

    private static Set<String> loadReserved() {
        try (InputStream in = Parser.class.getResourceAsStream("reserved-words.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::trim)
                    .filter(l -> !l.isEmpty()).collect(Collectors.toUnmodifiableSet());
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("the reserved word list is missing from the build", e);
        }
    }
}
