import FoundationEssentials

/// The JPEG and GIF files the stub serves, made once with ImageMagick and kept here as base64,
/// since the stub encodes only PNGs itself.
enum EmbeddedImages {
    /// A 160×120 baseline JPEG (4:2:0): a vertical gradient from orange (#ff8000) at the top to
    /// purple (#400080) at the bottom.
    /// `convert -size 160x120 gradient:'#ff8000-#400080' -strip -quality 85 -sampling-factor 2x2`
    static let gradientJPEG = decode("/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAUDBAQEAwUEBAQFBQUGBwwIBwcHBw8LCwkMEQ8SEhEPERETFhwXExQaFRERGCEYGh0dHx8fExciJCIeJBweHx7/2wBDAQUFBQcGBw4ICA4eFBEUHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh7/wAARCAB4AKADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAQG/8QAFhABAQEAAAAAAAAAAAAAAAAAABNh/8QAFwEBAQEBAAAAAAAAAAAAAAAAAAQFB//EABgRAQEBAQEAAAAAAAAAAAAAAAASFAER/9oADAMBAAIRAxEAPwDQU0pqKhRwTM7ja2mlNRUKGYtbTSmoqFDMWtppTUVChmLW00pqKhQzFraaU1FQoZi1tNKaioUMxa2mlNRUKGYtbTSmoqFDMWtppTUVChmLR1KoqFG9mSWtqVRUKGYtbUqioUMxa2pVFQoZi1tSqKhQzFralUVChmLW1KoqFDMWtqVRUKGYtbUqioUMxa2pVFQoZi0VNKajrpXW9nSWsppTUddK6Zy1lNKajrpXTOWsppTUddK6Zy1lNKajrpXTOWsppTUddK6Zy1lNKajrpXTOWsppTUddK6Zy1lNKajrpXTOWsppTUddK6Zy0VdK6irpXW9mR2trpXUVdK6Zi1tdK6irpXTMWtrpXUVdK6Zi1tdK6irpXTMWtrpXUVdK6Zi1tdK6irpXTMWtrpXUVdK6Zi1tdK6irpXTMWtrpXUVdK6Zi0VdK6jrpXW7mSWsrpXUddK6Zi1ldK6jrpXTMWsrpXUddK6Zi1ldK6jrpXTMWsrpXUddK6Zi1ldK6jrpXTMWsrpXUddK6Zi1ldK6jrpXTMWsrpXUddK6Zi0VNKaippTW/mSWtppTUVNKaZi1tNKaippTTMWtppTUVNKaZi1tNKaippTTMWtppTUVNKaZi1tNKaippTTMWtppTUVNKaZi1tNKaippTTMWtppTUVNKaZi0dSqOhRu5klrKlUdChmLWVKo6FDMWsqVR0KGYtZUqjoUMxaypVHQoZi1lSqOhQzFrKlUdChmLWVKo6FDMWsqVR0KGYtFTSmg2o4l96U0poEcPelNKaBHD3pTSmgRw96U0poEcPelNKaBHD3pTSmgRw96U0poEcPelNKaBHD3pTSmgRw96//9k=")

    /// A 96×64 GIF89a of two frames, half a second each, looping: cyan, then magenta. A reader
    /// that shows the first frame shows cyan.
    /// `convert -size 96x64 xc:cyan -size 96x64 xc:magenta -set delay 50 -loop 0 -strip`
    static let twoFrameGIF = decode("R0lGODlhYABAAPAAAAD//wAAACH5BAAyAAAAIf8LTkVUU0NBUEUyLjADAQAAACwAAAAAYABAAAACVoSPqcvtD6OctNqLs968+w+G4kiW5omm6sq27gvH8kzX9o3n+s73/g8MCofEovGITCqXzKbzCY1Kp9Sq9YrNarfcrvcLDovH5LL5jE6r1+y2+w2Py1cFACH5BAAyAAAALAAAAABgAEAAgP8A/wAAAAJWhI+py+0Po5y02ouz3rz7D4biSJbmiabqyrbuC8fyTNf2jef6zvf+DwwKh8Si8YhMKpfMpvMJjUqn1Kr1is1qt9yu9wsOi8fksvmMTqvX7Lb7DY/LVwUAOw==")

    private static func decode(_ base64: String) -> [UInt8] {
        Array(Data(base64Encoded: base64) ?? Data())
    }
}
