package dev.tablewright.engine.partiql;

import com.amazon.ion.IonSystem;
import com.amazon.ion.system.IonSystemBuilder;
import dev.tablewright.engine.request.RequestException;
import org.partiql.lang.SqlException;
import org.partiql.lang.domains.PartiqlAst;
import org.partiql.lang.syntax.SqlParser;

/**
 * Parses a PartiQL statement with the parser DynamoDB Local 3.3.1 itself uses
 * ({@code org.partiql:partiql-lang-kotlin} 0.3.4), so a statement parses here exactly when it
 * parses in Local. A statement that does not parse is Local's ValidationException.
 */
final class StatementParser {
    private static final IonSystem ION = IonSystemBuilder.standard().build();
    private final SqlParser parser = new SqlParser(ION);

    PartiqlAst.Statement parse(String statement) {
        if (statement == null) {
            throw RequestException.validation("1 validation error detected: Value null at 'statement' failed to "
                    + "satisfy constraint: Member must not be null");
        }
        try {
            return parser.parseAstStatement(statement);
        } catch (SqlException | IllegalStateException | IllegalArgumentException e) {
            throw RequestException.validation("Statement wasn't well formed, can't be processed: " + statement);
        }
    }

    /** How many {@code ?} parameters the statement has (the highest parameter number). */
    static int parameterCount(PartiqlAst.Statement statement) {
        int[] highest = {0};
        new PartiqlAst.Visitor() {
            @Override
            protected void visitExprParameter(PartiqlAst.Expr.Parameter node) {
                highest[0] = (int) Math.max(highest[0], node.getIndex().getValue());
            }
        }.walkStatement(statement);
        return highest[0];
    }
}
