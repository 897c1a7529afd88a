/// A `CommandDataSource`'s `format` is written as the format's name.
extension CommandOutputFormat: PropertyChoice {}
