package dev.tablewright.formats.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternTarget;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.validate.Severity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OneTable schemas written from OneTable's schema specification 1.1.0 in two domains (a blog with
 * every index kind and projection, a task tracker with the default type field), read index by
 * index, model by model and query by query; every query runs in memory.
 */
class OneTableImportTest {
    private static final Path DIR = Path.of("src/test/resources/imports/onetable");

    @TempDir
    Path temp;

    private static ImportedModel read(String name) throws Exception {
        return ModelImports.read(DIR.resolve(name));
    }

    @Test
    void read_whenBlog_givesIndexesFacetsItemsAndQueries() throws Exception {
        ImportedModel imported = read("blog.onetable.json");
        Model model = imported.model();

        assertThat(imported.format()).isEqualTo(ImportFormat.ONETABLE);
        assertThat(model.metadata().description()).isEqualTo("a blogging platform: accounts, their users and posts");
        Table blog = model.tables().get(0);
        assertThat(blog.name()).as("named after the file").isEqualTo("blog");
        assertThat(blog.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("pk", ScalarType.S), KeyAttribute.of("sk", ScalarType.S)));
        assertThat(blog.globalSecondaryIndexes()).containsExactly(
                SecondaryIndex.gsi("gs1", KeySchema.of(KeyAttribute.of("gs1pk", ScalarType.S),
                        KeyAttribute.of("gs1sk", ScalarType.S)), Projection.all()),
                SecondaryIndex.gsi("gs2", KeySchema.of(KeyAttribute.of("email", ScalarType.S)), Projection.keysOnly()),
                SecondaryIndex.gsi("gs3", KeySchema.of(KeyAttribute.of("gs3pk", ScalarType.S),
                        KeyAttribute.of("published", ScalarType.S)), Projection.include(List.of("title", "tags"))));
        assertThat(blog.localSecondaryIndexes()).as("type: local, the date an ISO string (isoDates)").containsExactly(
                SecondaryIndex.lsi("ls1", KeySchema.of(KeyAttribute.of("pk", ScalarType.S),
                        KeyAttribute.of("updated", ScalarType.S)), Projection.keysOnly()));

        assertThat(blog.facets()).extracting(Facet::name).containsExactly("Account", "User", "Post");
        Facet user = blog.findFacet("User").orElseThrow();
        assertThat(user.partitionKeyTemplate()).isEqualTo(KeyTemplate.of("account#${accountName}"));
        assertThat(user.sortKeyTemplate()).isEqualTo(KeyTemplate.of("user#${email}"));
        assertThat(user.nonKeyAttributes()).as("index keys are the table's key attributes, not the facet's")
                .containsExactly("accountName", "admin");
        assertThat(user.items()).as("by the type field 'kind'").hasSize(2);
        Facet post = blog.findFacet("Post").orElseThrow();
        assertThat(post.sortKeyTemplate()).as("padding dropped, named").isEqualTo(KeyTemplate.of("seq#${seq}"));
        assertThat(post.items()).hasSize(3);
        assertThat(post.items().get(0).get("tags")).as("a set field as a string set")
                .isEqualTo(AttributeValue.ss(List.of("dynamodb", "design")));
        assertThat(post.items().get(0).get("body")).isEqualTo(AttributeValue.m(Map.of("words", AttributeValue.n("900"))));
        assertThat(blog.findFacet("Account").orElseThrow().items()).hasSize(1);
        assertThat(blog.items()).as("no item without a model").isEmpty();
        assertThat(blog.nonKeyAttributes()).contains(new AttributeDefinition("seats", AttributeType.N),
                new AttributeDefinition("admin", AttributeType.BOOL), new AttributeDefinition("tags", AttributeType.SS),
                new AttributeDefinition("body", AttributeType.M), new AttributeDefinition("kind", AttributeType.S));

        assertThat(model.accessPatterns()).extracting(AccessPattern::name).containsExactly("Users of an account",
                "Posts of an author in 2026", "Admins anywhere", "Recently updated in an account");
        assertThat(pattern(model, "Users of an account")).isEqualTo(AccessPattern.builder("Users of an account", "blog",
                Operation.Query).partitionKey("${hash}").sortKey(SortKeyCondition.of(KeyOperator.BEGINS_WITH, "${sort}"))
                .filter("#type = :type").names(Map.of("#type", "kind"))
                .values(Map.of(":type", TemplateValue.of(AttributeType.S, "${model}")))
                .parameters(List.of(Parameter.of("hash", "account#acme"), Parameter.of("sort", "user#"),
                        Parameter.of("model", "User"))).limit(50).build());
        AccessPattern posts = pattern(model, "Posts of an author in 2026");
        assertThat(posts.index()).isEqualTo("gs3");
        assertThat(posts.sortKey()).isEqualTo(SortKeyCondition.between("${sort}", "${sort2}"));
        assertThat(posts.filterExpression()).isEqualTo("begins_with(#f0, :f0) OR attribute_exists(#f1)");
        AccessPattern admins = pattern(model, "Admins anywhere");
        assertThat(admins.operation()).isEqualTo(Operation.Scan);
        assertThat(admins.filterExpression()).isEqualTo("#f0 = :f0 AND #f1 <> :f1");
        assertThat(admins.expressionAttributeValues()).containsExactly(
                Map.entry(":f0", TemplateValue.of(AttributeType.BOOL, "${admin}")),
                Map.entry(":f1", TemplateValue.of(AttributeType.S, "${kind}")));
        assertThat(pattern(model, "Recently updated in an account").index()).isEqualTo("ls1");

        assertThat(imported.leftOut()).contains(
                "models.Post.sk: the padding of seq#${seq:6:0} (a template substitutes values as they are)",
                "models.User.gs1pk: the index key template user#${email} (a facet holds templates of the table's key)");
    }

    @Test
    void read_whenTasks_usesTheDefaultTypeFieldAndNumberDates() throws Exception {
        Model model = read("tasks.json").model();

        Table tasks = model.tables().get(0);
        assertThat(tasks.findFacet("Task").orElseThrow().items()).as("by _type").hasSize(3);
        assertThat(tasks.findFacet("Project").orElseThrow().items()).hasSize(1);
        assertThat(tasks.nonKeyAttributes()).contains(new AttributeDefinition("due", AttributeType.N),
                new AttributeDefinition("labels", AttributeType.L), new AttributeDefinition("_type", AttributeType.S));
        AccessPattern big = pattern(model, "Big tasks of a project");
        assertThat(big.sortKey()).as("an empty sort value: no sort condition").isNull();
        assertThat(big.filterExpression()).isEqualTo("#type = :type AND #f0 >= :f0");
        assertThat(big.defaults()).containsExactly(Map.entry("hash", "project#p1"), Map.entry("model", "Task"),
                Map.entry("estimate", "5"));
    }

    @Test
    void read_whenEitherSchema_givesAValidModelWhoseQueriesRunInMemory() throws Exception {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String name : List.of("blog.onetable.json", "tasks.json")) {
            Model model = read(name).model();
            assertThat(new ModelValidator().validate(model)).as(name).noneMatch(f -> f.severity() == Severity.ERROR);
            try (PatternTarget memory = PatternTarget.inMemory()) {
                for (AccessPattern pattern : model.accessPatterns()) {
                    counts.put(pattern.name(), memory.run(model, PatternBinder.bind(model, pattern, Map.of())).result()
                            .items().size());
                }
            }
        }
        assertThat(counts).containsExactly(Map.entry("Users of an account", 2), Map.entry("Posts of an author in 2026", 2),
                Map.entry("Admins anywhere", 1), Map.entry("Recently updated in an account", 1),
                Map.entry("Open tasks of an assignee", 1), Map.entry("Big tasks of a project", 2));
    }

    @Test
    void read_whenNoPrimaryIndexOrBadProjection_failsNamingTheLine() throws Exception {
        Path noPrimary = temp.resolve("a.json");
        Files.writeString(noPrimary, "{\"format\": \"onetable:1.1.0\",\n \"indexes\": {\"gs1\": {\"hash\": \"x\"}},\n \"models\": {}}");
        Path badProject = temp.resolve("b.json");
        Files.writeString(badProject, "{\"format\": \"onetable:1.1.0\", \"models\": {},\n \"indexes\": {\"primary\": {\"hash\": \"pk\"},\n"
                + " \"gs1\": {\"hash\": \"x\", \"project\": \"some\"}}}");

        assertThatThrownBy(() -> ModelImports.read(noPrimary)).isInstanceOf(ImportException.class)
                .hasMessage(noPrimary + ":2: a OneTable schema needs indexes.primary with a hash attribute");
        assertThatThrownBy(() -> ModelImports.read(badProject)).isInstanceOf(ImportException.class)
                .hasMessage(badProject + ":3: indexes.gs1.project: 'some' is not all, keys or a list of attributes");
    }

    private static AccessPattern pattern(Model model, String name) {
        return model.findPattern(name).orElseThrow(() -> new AssertionError("no pattern " + name));
    }
}
