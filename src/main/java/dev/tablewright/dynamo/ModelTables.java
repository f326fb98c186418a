package dev.tablewright.dynamo;

import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Makes a model's tables exist on a connection: those missing are created and loaded with the model's items. */
public final class ModelTables {
    private ModelTables() {
    }

    /** Creates (with their items) the model's tables the connection lacks; returns their names. Tables there are left as they are. */
    public static List<String> createMissing(OpenConnection connection, Model model) {
        Set<String> existing = new HashSet<>();
        try {
            connection.client().listTablesPaginator().tableNames().forEach(existing::add);
        } catch (software.amazon.awssdk.core.exception.SdkException e) {
            throw DynamoErrors.translate(e, connection.connection(), "ListTables");
        }
        List<Table> missing = model.tables().stream().filter(t -> !existing.contains(t.name())).toList();
        if (missing.isEmpty()) {
            return List.of();
        }
        new Deployer(connection).deploy(model.withTables(missing), ExistingTables.REFUSE, DeployListener.NONE,
                CancelToken.create());
        return missing.stream().map(Table::name).toList();
    }
}
