import CLibYAML

/// The baseline: libyaml's own event loop over the file, with nothing built from the events.
///
/// Reads the file (as the loader does), then `yaml_parser_initialize`, `set_input_string`, and
/// `yaml_parser_parse` / `yaml_event_delete` until `YAML_STREAM_END_EVENT`. Whatever Stagehand
/// does on top of this is its own cost.
enum RawLibYAML {
    /// How many events the file gave; `nil` on a parse error.
    static func parseFile(_ path: String) throws -> Int? {
        let bytes = try Files.read(path)
        return parse(bytes)
    }

    static func parse(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { input -> Int? in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) != 0 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, input.baseAddress, input.count)
            var event = yaml_event_t()
            var events = 0
            while true {
                guard yaml_parser_parse(&parser, &event) != 0 else { return nil }
                events += 1
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { return events }
            }
        }
    }
}
