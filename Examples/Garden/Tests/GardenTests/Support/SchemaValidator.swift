/// Validates YAML files against a JSON Schema with Python's `jsonschema`, a validator written
/// independently of Stagehand, as editors use the schema.
enum SchemaValidator {
    /// Loads each file as YAML and prints one JSON line per file: its path and the validator's
    /// error messages. Exits 3 when a module is missing, so the test can say what to install.
    static let script = #"""
        import json, re, sys
        try:
            import jsonschema, yaml
        except ImportError as error:
            print(f"missing module: {error}")
            sys.exit(3)

        # Read YAML as Stagehand and editors do (YAML 1.2 booleans): `on:` is a key, not true.
        class Loader(yaml.SafeLoader):
            pass
        Loader.yaml_implicit_resolvers = {
            key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
            for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
        }
        Loader.add_implicit_resolver(
            "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))

        with open(sys.argv[1], encoding="utf-8") as f:
            schema = json.load(f)
        jsonschema.Draft7Validator.check_schema(schema)
        validator = jsonschema.Draft7Validator(schema)
        for path in sys.argv[2:]:
            with open(path, encoding="utf-8") as f:
                document = yaml.load(f, Loader=Loader)
            errors = [error.message for error in validator.iter_errors(document)]
            print(json.dumps({"file": path, "errors": errors}))
        """#
}
