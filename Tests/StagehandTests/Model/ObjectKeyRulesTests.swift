import Testing
import Stagehand

/// The per-role tables the decoder reads every object with agree with the rules they are made from.
@Suite struct ObjectKeyRulesTests {
    @Test func positionsFollowTheRolesOrder() {
        #expect(Role.allCases.map(\.position) == Array(Role.allCases.indices))
    }

    @Test func sectionTablesGiveExactlyTheMisplacedKeysReasons() {
        for role in Role.allCases {
            let rules = SceneDecoder.misplacedKeys[role] ?? [:]
            let section = SceneDecoder.misplacedInSections[role.position]
            let row = SceneDecoder.misplacedInRows[role.position]
            for (position, key) in ObjectKey.cases.enumerated() {
                #expect(section.reason(at: position) == rules[key])
                let rowOnly: Set<ObjectKey> = [.bindings, .bindingSets]
                #expect(row.reason(at: position) == (rowOnly.contains(key) ? nil : rules[key]))
            }
        }
    }
}
