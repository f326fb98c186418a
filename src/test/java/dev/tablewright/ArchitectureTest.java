package dev.tablewright;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Encodes docs/ARCHITECTURE.md: the layers and what each may use, no cycles between packages, a
 * pure model, the SDK only in dynamo, views apart from view-models.
 */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.tablewright");
    }

    @Test
    void model_whenChecked_usesNeitherJavaFxNorTheAwsSdk() {
        noClasses().that().resideInAPackage("dev.tablewright.model..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "software.amazon..", "com.amazonaws..")
                .because("the model is pure Java, shared by the engine, the UI and the command line")
                .check(classes);
    }

    @Test
    void model_whenChecked_doesNotReachUpIntoOtherLayers() {
        noClasses().that().resideInAPackage("dev.tablewright.model..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "dev.tablewright.dynamo..", "dev.tablewright.ui..", "dev.tablewright.cli..",
                        "dev.tablewright.app..")
                .check(classes);
    }

    @Test
    void awsSdk_whenChecked_isUsedOnlyInDynamo() {
        noClasses().that().resideOutsideOfPackage("dev.tablewright.dynamo..")
                .should().dependOnClassesThat().resideInAnyPackage("software.amazon..", "com.amazonaws..")
                .because("only package dynamo talks to DynamoDB")
                .check(classes);
    }

    @Test
    void viewModels_whenChecked_useOnlyJavaFxBeansAndCollections() {
        noClasses().that().haveSimpleNameEndingWith("ViewModel")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javafx.scene..", "javafx.stage..", "javafx.application..", "javafx.fxml..")
                .because("view-models hold state as properties and are tested without a Stage")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void cliAndDynamo_whenChecked_doNotUseJavaFx() {
        noClasses().that().resideInAnyPackage("dev.tablewright.cli..", "dev.tablewright.dynamo..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void layers_whenChecked_useOnlyTheLayersBelowThem() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("Model").definedBy("dev.tablewright.model..")
                .layer("Engine").definedBy("dev.tablewright.engine..")
                .layer("Diff").definedBy("dev.tablewright.diff..")
                .layer("Migrate").definedBy("dev.tablewright.migrate..")
                .layer("Patterns").definedBy("dev.tablewright.patterns..")
                .layer("Formats").definedBy("dev.tablewright.formats..")
                .layer("Capacity").definedBy("dev.tablewright.capacity..")
                .layer("Validate").definedBy("dev.tablewright.validate..")
                .layer("Sample").definedBy("dev.tablewright.sample..")
                .layer("Edit").definedBy("dev.tablewright.edit..")
                .layer("Codegen").definedBy("dev.tablewright.codegen..")
                .layer("Review").definedBy("dev.tablewright.review..")
                .layer("Dynamo").definedBy("dev.tablewright.dynamo..")
                .layer("Ui").definedBy("dev.tablewright.ui..")
                .layer("Cli").definedBy("dev.tablewright.cli..")
                .layer("App").definedBy("dev.tablewright.app..")
                .whereLayer("App").mayNotBeAccessedByAnyLayer()
                .whereLayer("Ui").mayOnlyBeAccessedByLayers("App")
                .whereLayer("Cli").mayOnlyBeAccessedByLayers("App")
                .whereLayer("Dynamo").mayOnlyBeAccessedByLayers("Ui", "Cli", "App")
                .whereLayer("Codegen").mayOnlyBeAccessedByLayers("Ui", "Cli", "App")
                .whereLayer("Diff").mayOnlyBeAccessedByLayers("Migrate", "Review", "Dynamo", "Ui", "Cli", "App")
                .whereLayer("Migrate").mayOnlyBeAccessedByLayers("Dynamo", "Ui", "Cli", "App")
                .whereLayer("Review").mayOnlyBeAccessedByLayers("Ui", "Cli", "App")
                .whereLayer("Edit").mayOnlyBeAccessedByLayers("Ui", "Cli", "App")
                .whereLayer("Sample").mayOnlyBeAccessedByLayers("Ui", "Cli", "App")
                .whereLayer("Validate").mayOnlyBeAccessedByLayers("Review", "Ui", "Cli", "App")
                .whereLayer("Capacity").mayOnlyBeAccessedByLayers("Review", "Migrate", "Ui", "Cli", "App")
                .whereLayer("Formats").mayOnlyBeAccessedByLayers("Edit", "Codegen", "Migrate", "Dynamo", "Ui", "Cli", "App")
                .whereLayer("Patterns").mayOnlyBeAccessedByLayers(
                        "Capacity", "Codegen", "Review", "Dynamo", "Ui", "Cli", "App")
                .whereLayer("Engine").mayOnlyBeAccessedByLayers(
                        "Patterns", "Formats", "Capacity", "Validate", "Codegen", "Review", "Diff", "Migrate", "Dynamo", "Ui",
                        "Cli", "App")
                .check(classes);
    }

    @Test
    void packages_whenChecked_areFreeOfCycles() {
        slices().matching("dev.tablewright.(**)").should().beFreeOfCycles().check(classes);
    }
}
