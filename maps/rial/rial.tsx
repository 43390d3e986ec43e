<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="rial" tilewidth="16" tileheight="16" tilecount="3" columns="3">
 <image source="rial-tiles.png" width="48" height="16"/>
 <tile id="0"><properties><property name="kind" value="room"/></properties></tile>
 <tile id="1"><properties><property name="kind" value="passage"/></properties></tile>
 <tile id="2"><properties><property name="kind" value="rock"/></properties></tile>
</tileset>
