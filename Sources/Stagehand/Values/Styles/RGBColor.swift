#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour as 24-bit sRGB: what `#rrggbb` says, and what a named colour is taken as when its
/// exact value matters (contrast, pictures, the nearest of a smaller palette).
public struct RGBColor: Hashable, Sendable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8

    /// A colour from its three channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour written `#rrggbb` (either case); `nil` for anything else.
    ///
    /// - Parameter hex: The text, `#` included.
    public init?(hex: String) {
        let scalars = Array(hex.unicodeScalars)
        guard scalars.count == 7, scalars[0] == "#" else { return nil }
        var channels: [UInt8] = []
        for pair in stride(from: 1, to: 7, by: 2) {
            guard let high = Self.hexDigit(scalars[pair]), let low = Self.hexDigit(scalars[pair + 1]) else { return nil }
            channels.append(high << 4 | low)
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2])
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 48...57: UInt8(scalar.value - 48)
        case 97...102: UInt8(scalar.value - 87)
        case 65...70: UInt8(scalar.value - 55)
        default: nil
        }
    }

    /// The colour as `#rrggbb`, lower case.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for channel in [red, green, blue] {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 15)])
        }
        return text
    }

    /// WCAG 2's relative luminance: each channel made linear, then weighted 0.2126, 0.7152,
    /// 0.0722.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.03928 ? c / 12.92 : Self.power((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio with `other`: (lighter + 0.05) / (darker + 0.05), from 1 to 21.
    ///
    /// - Parameter other: The other colour (text against background, either way round).
    public func contrast(with other: RGBColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The colour in CIELAB (D65 white): the space "nearest" is measured in, where equal
    /// distances look about equally different.
    public var lab: (l: Double, a: Double, b: Double) {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : Self.power((c + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double {
            t > 216.0 / 24389.0 ? Self.power(t, 1.0 / 3.0) : (24389.0 / 27.0 * t + 16) / 116
        }
        let (fx, fy, fz) = (f(x), f(y), f(z))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// The squared CIE76 colour difference (Euclidean distance in CIELAB) to `other`.
    ///
    /// - Parameter other: The colour to compare with.
    public func distanceSquared(to other: RGBColor) -> Double {
        let (p, q) = (lab, other.lab)
        return (p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b)
    }

    /// `base` to the power `exponent`, 0 for a base that is not positive.
    static func power(_ base: Double, _ exponent: Double) -> Double {
        base > 0 ? pow(base, exponent) : 0
    }
}
