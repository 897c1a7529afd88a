extension String {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    var trimmingSpaces: String {
        let characters = Array(self)
        var start = 0
        var end = characters.count
        while start < end, characters[start] == " " || characters[start] == "\t" || characters[start] == "\r" { start += 1 }
        while end > start, characters[end - 1] == " " || characters[end - 1] == "\t" || characters[end - 1] == "\r" { end -= 1 }
        return String(characters[start..<end])
    }
}
