import Testing

import Stagehand

@Suite struct SchemaTypeListingTests {
    @Test func listsEveryTypeGroupedByRoleInRoleOrder() {
        let text = TypeListing(registry: Registry()).text()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let headings = lines.filter { !$0.isEmpty && !$0.hasPrefix(" ") }
        #expect(headings == ["Views", "Data sources", "Bindings", "Binding sets", "Responders"])
        for declaration in Registry().declarations {
            #expect(lines.contains { $0.hasPrefix("  \(declaration.name) — ") }, "\(declaration.name)")
        }
        #expect(lines.contains("  (none registered)"))  // no standard binding set
        #expect(!text.hasSuffix("\n"))
    }

    @Test func showsPropertiesOutletsEventsAndCapabilities() {
        let text = TypeListing(registry: Registry()).text()
        #expect(text.contains("  Label — Text, on one line or wrapped onto several\n"))
        #expect(text.contains(#"style    string, default "plain" — How the view is drawn"#))
        #expect(text.contains(#"      text     string, default "" — The text shown"#))
        #expect(text.contains("      hidden   bool, default false — "))
        #expect(text.contains("    capabilities: text\n"))
        #expect(text.contains("    events: tap\n"))
        #expect(text.contains("    events: change, submit\n"))
        #expect(text.contains("    takes: prototype"))
        #expect(text.contains("    takes: children"))
        #expect(text.contains(#"      debounce  duration, default "0ms" — "#))
        #expect(text.contains("      path    string, required — The data file"))
        #expect(text.contains("      view        a view with text, required — The view whose text it sets"))
        #expect(text.contains("      sources  a list of data sources — The data sources combined"))
    }

    @Test func saysWhatLintReadsAPropertyAs() {
        let listing = TypeListing(registry: Registry())
        let text = listing.text()
        #expect(text.contains(#"style    string, default "plain" — How the view is drawn"#))
        // Wrapping moves the bracket to the next line whole.
        #expect(text.contains("or one the scene or its theme declares\n               [style name]\n"))
        #expect(text.contains("A dot path into the value; empty shows the value itself\n                  [dot path]\n"))
        #expect(text.contains("      spacing  int, default 0 — Empty lines between children [count of cells]\n"))
        let binding = listing.json()["bindings"]?.list?.first { $0["name"] == "TextBinding" }
        let properties = binding?["properties"]?.list ?? []
        #expect(properties.first { $0["name"] == "path" }?["meaning"] == "dotPath")
        #expect(properties.first { $0["name"] == "format" }?["meaning"] == "textFormat")
        #expect(properties.first { $0["name"] == "empty" }?["meaning"] == nil)
        // Every meaning but `plain` has words to show, and no two share them.
        let names = PropertyMeaning.allCases.compactMap(\.displayName)
        #expect(names.count == PropertyMeaning.allCases.count - 1)
        #expect(Set(names).count == names.count)
    }

    @Test func keepsLinesWithinOneHundredColumns() throws {
        let text = TypeListing(registry: try SchemaTestSupport.customRegistry()).text()
        for line in text.split(separator: "\n") {
            #expect(line.count <= TypeListing.width, "\(line)")
        }
    }

    @Test func marksCustomTypes() throws {
        let listing = TypeListing(registry: try SchemaTestSupport.customRegistry())
        let text = listing.text()
        #expect(text.contains("  GreetingBinding (custom) — Greets the value by name\n"))
        #expect(text.contains(#"      greeting    string, default "Hello" — The word before the name"#))
        #expect(text.contains("      view        a view with text, required — The view that shows the greeting"))
        let custom = listing.json()["bindings"]?.list?.last
        #expect(custom?["name"] == "GreetingBinding")
        #expect(custom?["standard"] == false)
        #expect(listing.json()["bindings"]?.list?.first?["standard"] == true)
    }

    @Test func jsonGroupsTypesBySection() {
        let json = TypeListing(registry: Registry()).json()
        #expect(json.mappingKeys == ["views", "dataSources", "bindings", "bindingSets", "responders"])
        #expect(json["bindingSets"] == [])
        let label = json["views"]?.list?.first { $0["name"] == "Label" }
        #expect(label?["role"] == "view")
        #expect(label?["summary"] == "Text, on one line or wrapped onto several")
        #expect(label?["capabilities"] == ["text"])
        #expect(label?["events"] == [])
        #expect(label?["acceptsChildren"] == false)
        let style = label?["properties"]?.list?.first { $0["name"] == "style" }
        #expect(style?["kind"] == "string")
        #expect(style?["default"] == "plain")
        #expect(style?["choices"] == nil)
        let file = json["dataSources"]?.list?.first { $0["name"] == "FileDataSource" }
        let path = file?["properties"]?.list?.first
        #expect(path?["required"] == true)
        #expect(path?["default"] == nil)
        let binding = json["bindings"]?.list?.first { $0["name"] == "TextBinding" }
        #expect(binding?["events"] == nil)
        let view = binding?["outlets"]?.list?.first { $0["name"] == "view" }
        #expect(view?["accepts"] == "a view with text")
        #expect(view?["targetRole"] == "view")
        #expect(view?["requiredCapabilities"] == ["text"])
        #expect(view?["collection"] == false)
        #expect(view?["required"] == true)
    }

    @Test func listsTheServicesATypeNeedsAndMarksTheOnesNotProvided() throws {
        let registry = Registry()
        try registry.register(LDGreetingDataSource.self)
        #expect(TypeListing(registry: registry).text().contains("    services: LDGreeter (not provided)\n"))
        #expect(TypeListing(registry: registry).json().jsonText(pretty: false)
            .contains(#""services":[{"name":"LDGreeter","provided":false}]"#))
        registry.provide(LDGreeter(greeting: "Hello"))
        #expect(TypeListing(registry: registry).text().contains("    services: LDGreeter\n"))
        #expect(TypeListing(registry: registry).json().jsonText(pretty: false)
            .contains(#""services":[{"name":"LDGreeter","provided":true}]"#))
    }
}
